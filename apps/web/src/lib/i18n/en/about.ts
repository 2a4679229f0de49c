// About Us page (PRODUCT §2 "/about").
export const about = {
  title: 'About License Tracker',
  intro:
    'We help Canadian businesses keep their licences, permits and certificates current, without the spreadsheets and sticky notes.',
  story: {
    title: 'Our story',
    paragraphs: [
      'License Tracker started with a restaurant owner who found out her food premises licence had expired only when an inspector pointed it out. The renewal notice had gone to an old address, and the fine cost more than the licence itself.',
      'Talking to other owners, we heard the same thing again and again: municipal business licences, provincial permits and federal registrations each follow their own calendar, and nobody has time to watch all of them. So we built the tool we wished existed: one place that knows what you hold, when it expires and when to remind you.',
    ],
  },
  whatWeDo: {
    title: 'What we do',
    items: [
      'Bring every municipal, provincial and federal licence of your business into one dashboard.',
      'Calculate expiry dates from typical validity periods, and let you override them when your licence says otherwise.',
      'Send reminders 30, 14 and 7 days before each expiry date.',
      'Suggest the licences businesses like yours usually need, based on your business type, province and city.',
    ],
  },
  commitment: {
    title: 'Our commitment',
    accuracy: {
      title: 'Accuracy',
      body: 'We keep our licence templates and validity periods up to date and tell you where each suggestion comes from, so you can confirm it with the issuing authority.',
    },
    security: {
      title: 'Security',
      body: 'Your information is protected in transit and at rest, sign-in is handled by a trusted identity provider, and we never sell your data.',
    },
    support: {
      title: 'Support',
      body: 'Real people answer your questions. If something looks wrong or you need a licence we do not list yet, tell us and we will help.',
    },
  },
  whoWeServe: {
    title: 'Who we serve',
    smallBusinesses: {
      title: 'Small businesses and startups',
      body: 'Get compliant from day one without hiring help or learning every bylaw.',
    },
    multiLocation: {
      title: 'Multi-location operations',
      body: 'Track licences for every storefront, kitchen or site, each with its own city and province.',
    },
    growing: {
      title: 'Growing businesses',
      body: 'As you add services and locations, new licence requirements are easy to add and follow.',
    },
    consultants: {
      title: 'Consultants and bookkeepers',
      body: 'Keep an eye on renewal dates for the businesses you support, all in one place.',
    },
  },
  cta: {
    title: 'Join hundreds of businesses staying ahead of their renewals',
    body: 'It is free to start and takes about five minutes to set up. No credit card required.',
    button: 'Get Started',
  },
};
