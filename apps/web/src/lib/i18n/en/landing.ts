// Alternate simple landing page (PRODUCT §2 "/landing").
export const landing = {
  title: 'Keep every business licence up to date',
  body: 'License Tracker reminds you before your licences expire, so you can focus on running your business.',
  getStarted: 'Get started',
  featuresTitle: 'What you get',
  features: {
    reminders: {
      title: 'Automated reminders',
      body: 'E-mail reminders 30, 14 and 7 days before each licence expires.',
    },
    tracking: {
      title: 'License tracking',
      body: 'Municipal, provincial and federal licences in one organised list.',
    },
    expiry: {
      title: 'Expiry calculations',
      body: 'Expiry dates worked out from typical validity periods, with a manual override.',
    },
    location: {
      title: 'Location-based recommendations',
      body: 'Suggestions of the licences businesses like yours usually need in your city and province.',
    },
  },
};
