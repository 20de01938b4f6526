/**
 * The website's pages the signed-out header links to (ACB §2: Features, Pricing, About, Support):
 * pages of this app (issue 15), so they work offline and on any school's server. An operator's
 * external help desk, if any, comes from the server (HELP_DESK_URL) and shows on /help/contact.
 */
export const siteLinks = {
  features: '/features',
  pricing: '/pricing',
  about: '/about',
  support: '/help',
} as const;

/** Links that leave the app. */
export const externalLinks = {
  kahoot: 'https://kahoot.it',
} as const;
