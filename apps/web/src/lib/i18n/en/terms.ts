// Terms & Conditions (PRODUCT §2 "/terms"): 11 numbered sections, in this order.
export const terms = {
  title: 'Terms & Conditions',
  lastUpdated: 'Last updated: January 2025',
  intro:
    'Please read these Terms & Conditions carefully before using License Tracker. They form an agreement between you and License Tracker about your use of the service.',
  sectionHeading: '{{number}}. {{title}}',
  sections: {
    acceptance: {
      title: 'Acceptance of Terms',
      paragraphs: [
        'By creating an account, signing in or otherwise using License Tracker, you agree to be bound by these Terms & Conditions. If you do not agree, do not use the service.',
        'If you use the service on behalf of a business, you confirm that you are authorized to accept these terms for that business.',
      ],
    },
    service: {
      title: 'Description of Service',
      paragraphs: [
        'License Tracker is an online tool that helps Canadian businesses record their municipal, provincial and federal licences, permits and certificates, estimate their expiry dates from typical validity periods, and receive reminders before they expire.',
        'License templates and recommendations are offered as a convenience based on your business type and location. The service does not issue, renew or file licences on your behalf, and it is not legal advice.',
      ],
    },
    accounts: {
      title: 'User Accounts and Responsibilities',
      paragraphs: [
        'You must provide accurate information when you sign up and keep it current. You are responsible for keeping your sign-in credentials confidential and for all activity under your account.',
        'You agree not to misuse the service, including by attempting to access other users’ data, interfering with its operation, or using it for any unlawful purpose.',
      ],
    },
    disclaimers: {
      title: 'Disclaimers',
      paragraphs: [
        'Accuracy of information: licence requirements, validity periods and fees are set by governments and change over time. While we work to keep our information current, we do not guarantee that templates, calculated expiry dates or recommendations are complete, accurate or up to date.',
        'User responsibility: you remain solely responsible for knowing which licences your business needs, for confirming expiry dates with the issuing authority, and for renewing on time. Reminders are a convenience and may be delayed or not delivered.',
        'The service is provided “as is” and “as available”, without warranties of any kind, to the extent permitted by law.',
      ],
    },
    liability: {
      title: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, License Tracker is not liable for any indirect, incidental, special or consequential damages, or for fines, penalties, lost profits or business interruption resulting from an expired, missing or incorrect licence, a missed reminder, or your use of or inability to use the service.',
        'Where liability cannot be excluded, our total liability is limited to the amount you paid us for the service in the twelve months before the claim.',
      ],
    },
    privacy: {
      title: 'Privacy',
      paragraphs: [
        'We collect only the information needed to provide the service, such as your name, contact details, business details and licence records. We use it to run the service and send your reminders, we do not sell it, and we protect it with reasonable safeguards in line with Canadian privacy law.',
      ],
    },
    ip: {
      title: 'Intellectual Property',
      paragraphs: [
        'The service, including its software, design, text and licence templates, belongs to License Tracker and its licensors. You keep ownership of the information you enter, and you grant us the right to use it solely to provide the service to you.',
      ],
    },
    termination: {
      title: 'Termination',
      paragraphs: [
        'You may stop using the service and close your account at any time by contacting us or by using the account deletion feature.',
        'We may suspend or terminate your account if you violate these terms or use the service in a way that could harm us or other users. On termination, your right to use the service ends.',
      ],
    },
    changes: {
      title: 'Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. When we make material changes we will update the date at the top of this page and, where appropriate, notify you. Continuing to use the service after a change means you accept the updated terms.',
      ],
    },
    law: {
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of Canada and of the province or territory in which you operate your business, without regard to conflict of law rules.',
      ],
    },
    contact: {
      title: 'Contact',
      paragraphs: [
        'If you have questions about these terms, or want to close your account, contact us through the support channel listed in the app. We are happy to help.',
      ],
    },
  },
  acknowledgment: {
    title: 'Acknowledgment',
    body: 'By using License Tracker, you acknowledge that you have read, understood and agree to be bound by these Terms & Conditions.',
  },
};
