// A business's reminder recipients (decision 023): the section the business page mounts.
export const recipients = {
  title: 'Who gets reminders',
  intro:
    'The person who added the business gets its reminders. Members of the workspace can opt in, and you can add outside contacts such as the client or the location manager.',
  empty: 'Only the person who added the business gets reminders.',
  kinds: { member: 'Member', contact: 'Outside contact' },
  status: {
    active: 'Active',
    awaiting_confirmation: 'Waiting for confirmation',
    unsubscribed: 'Unsubscribed',
  },
  channels: { email: 'E-mail', sms: 'SMS' },
  you: '{{name}} (you)',
  optIn: 'Send me these reminders',
  optOut: 'Stop sending me these reminders',
  optedIn: 'You will get this business’s reminders.',
  optedOut: 'You will no longer get this business’s reminders.',
  remove: 'Remove',
  removeNamed: 'Remove {{name}}',
  removed: 'Recipient removed.',
  add: {
    title: 'Add an outside contact',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    language: 'Language of their reminders',
    // Each language by its own name, as language pickers do (the contact reads it, not the user).
    languages: { en: 'English', fr: 'Français' },
    hint: 'We e-mail them a link to confirm first: no reminder goes to them before they do.',
    submit: 'Add contact',
    added: 'Contact added. We e-mailed {{email}} a link to confirm.',
  },
  failed: 'That did not work. Try again.',
  more: 'Show more',
  loadFailed: 'The recipients could not be loaded.',
};
