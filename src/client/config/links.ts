/** The marketing site and help desk the header links to (their real host is not in the spec). */
export const MARKETING_BASE_URL = 'https://sentencelab.example';

export const externalLinks = {
  features: `${MARKETING_BASE_URL}/features`,
  pricing: `${MARKETING_BASE_URL}/pricing`,
  about: `${MARKETING_BASE_URL}/about`,
  support: `${MARKETING_BASE_URL}/support`,
  kahoot: 'https://kahoot.it',
} as const;
