import { defineMessages } from '../../shared/i18n/runtime';

/** What every page shows before sign-in: the slim header, the language switch, the last-resort error. */
export const publicText = defineMessages('public', {
  language: 'Language',
  skipToMain: 'Skip to main content',
  websiteNav: 'Sentence Lab website',
  features: 'Features',
  pricing: 'Pricing',
  about: 'About',
  support: 'Support',
  opensInNewTab: 'Opens in a new tab',
  version: (version: string) => `Version ${version}`,
  somethingWentWrong: 'Something went wrong',
  pageNotShown: 'The page could not be shown.',
  reloadPage: 'Reload the page',
  menu: 'Menu',
  closeMenu: 'Close menu',
  darkTheme: 'Dark theme',
  loading: 'Loading…',
  siteNav: 'Site',
  helpCentre: 'Help centre',
  contact: 'Contact',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
});
