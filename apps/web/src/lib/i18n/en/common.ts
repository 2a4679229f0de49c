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
  /** Issue 30: a screen whose code or data cannot load (offline, or a failed chunk). */
  loadError: {
    offlineTitle: "You're offline",
    offlineBody: "This page will load by itself as soon as you're back online.",
    failedTitle: "Couldn't load this page",
    failedBody: 'Something went wrong while loading this page. Please try again.',
    retry: 'Retry',
    retrying: 'Trying again…',
    offlineToast: "You're offline. Changes can't be saved until the connection returns.",
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
  // The browser tab's title of each screen (issue 30): "<screen> — License Tracker" (usePageTitle).
  pageTitles: {
    home: 'Licence reminders for Canadian businesses',
    about: 'About Us',
    terms: 'Terms & Conditions',
    landing: 'Keep every licence up to date',
    signingIn: 'Signing in',
    dashboard: 'Dashboard',
    onboarding: 'Set up your business',
    licenses: 'Licences',
    business: 'Business',
    profile: 'Profile',
    admin: 'Administration',
    workspaces: 'Workspaces',
    invite: 'Invitation',
    notFound: 'Page not found',
  },
  // Every "confirm your address" message offers this (issue 30; features/auth/resend-confirmation).
  resendConfirmation: {
    button: 'Resend confirmation e-mail',
    sending: 'Sending…',
    sent: 'We sent a new confirmation e-mail to {{email}}. Only its link works now.',
    failed: 'The confirmation e-mail could not be sent. Try again in a moment.',
  },
};
