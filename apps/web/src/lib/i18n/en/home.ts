// Marketing home page (PRODUCT §2 "/").
export const home = {
  hero: {
    eyebrow: 'Built for Canadian businesses',
    title: 'Never Miss a License Renewal Deadline',
    body: 'License Tracker keeps every municipal, provincial and federal licence, permit and certificate your business holds in one dashboard. We calculate expiry dates for you and send reminders 30, 14 and 7 days before anything lapses.',
    secondary: 'Learn more about us',
    note: 'Free to start. No credit card required.',
  },
  why: {
    title: 'Why Choose License Tracker',
    subtitle: 'Trusted by hundreds of businesses across Canada to stay compliant without the spreadsheet.',
    stats: {
      setup: { value: '5 min', label: 'Setup time' },
      alerts: { value: '3', label: 'Alerts before every expiry' },
      levels: { value: 'All', label: 'License levels: municipal, provincial and federal' },
      cost: { value: 'Free', label: 'Start free, no credit card required' },
    },
  },
  features: {
    title: 'Everything you need to stay compliant',
    subtitle: 'From your first business licence to a portfolio across several locations.',
    items: {
      dashboard: {
        title: 'One dashboard for every licence',
        body: 'See municipal, provincial and federal licences side by side, with what is active, expiring soon or expired at a glance.',
      },
      reminders: {
        title: 'Reminders before it is too late',
        body: 'Automatic reminders 30, 14 and 7 days before each expiry date, so renewals never sneak up on you.',
      },
      expiry: {
        title: 'Expiry dates calculated for you',
        body: 'Enter the issue date and we work out the expiry from the typical validity period. You can always override it.',
      },
      templates: {
        title: 'Templates for your type of business',
        body: 'Pre-loaded licence templates for your business type, province and city help you find what you need to hold.',
      },
      locations: {
        title: 'Several businesses, one account',
        body: 'Track licences for every location you run, each with its own city and province.',
      },
      secure: {
        title: 'Secure by design',
        body: 'Sign-in is handled by a trusted identity provider and your data is only ever visible to you.',
      },
    },
  },
  preview: {
    title: 'Your compliance, at a glance',
    body: 'Expiring soon, expired and active licences, grouped by level, the moment you sign in.',
  },
  cta: {
    title: 'Ready to stop worrying about renewals?',
    body: 'Set up your business in about five minutes and let License Tracker watch the calendar for you.',
    button: 'Get Started',
  },
};
