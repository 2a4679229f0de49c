// Strings shared by every page: brand, navigation, loaders, errors and the site footer.
export const common = {
  brand: 'License Tracker',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  // The titles that the signed-in screens show while the sign-in loads (decision 032); each screen's
  // own title is this text.
  screens: {
    dashboard: 'License Dashboard',
    licenses: 'License Manager',
  },
  nav: {
    label: 'Main',
    about: 'About Us',
    terms: 'Terms & Conditions',
    logIn: 'Log in',
    goToDashboard: 'Go to Dashboard',
    getStarted: 'Get Started',
    backToHome: 'Back to Home',
    home: 'Home',
  },
  footer: {
    tagline: 'Every municipal, provincial and federal licence of your Canadian business, in one place.',
    linksLabel: 'Footer',
    copyright: '© 2025 License Tracker. All rights reserved.',
    madeIn: 'Built for businesses across Canada.',
  },
  source: {
    issuedBy: 'Issued by {{authority}}',
    officialPage: 'Official page',
    officialPageOf: 'Official page of {{name}} (opens in a new tab)',
  },
  auth: {
    unavailable: 'Sign-in is currently unavailable. Please try again later.',
    callbackTitle: 'Signing you in…',
    callbackErrorTitle: 'We could not sign you in',
    callbackErrorBody: 'The sign-in did not complete. Please go back to the home page and try again.',
    callbackErrorDetail: 'Details: {{message}}',
  },
  errors: {
    forbidden: 'You do not have permission to perform this action',
    notFound: 'Resource not found',
    server: 'Server error. Please try again later.',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be loaded. Reloading usually fixes it.',
    reload: 'Reload the page',
  },
  notFound: {
    title: 'Page not found',
    code: '404',
    body: 'The page you are looking for does not exist or has moved.',
  },
  /** Provinces and territories by code, in the reader's language. */
  provinces: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    YT: 'Yukon',
  },
  previewAlt:
    'Preview of the License Tracker dashboard showing licences grouped by level and their expiry dates',
};
