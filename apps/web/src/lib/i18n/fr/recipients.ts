import type { recipients as en } from '../en/recipients';

// Les destinataires des rappels d'une entreprise (décision 023).
export const recipients: typeof en = {
  title: 'Qui reçoit les rappels',
  intro:
    'La personne qui a ajouté l’entreprise reçoit ses rappels. Les membres de l’espace de travail peuvent s’y abonner, et vous pouvez ajouter des contacts externes, comme le client ou le gérant de l’établissement.',
  empty: 'Seule la personne qui a ajouté l’entreprise reçoit les rappels.',
  kinds: { member: 'Membre', contact: 'Contact externe' },
  status: {
    active: 'Actif',
    awaiting_confirmation: 'En attente de confirmation',
    unsubscribed: 'Désabonné',
  },
  channels: { email: 'Courriel', sms: 'Texto' },
  you: '{{name}} (vous)',
  optIn: 'M’envoyer ces rappels',
  optOut: 'Ne plus m’envoyer ces rappels',
  optedIn: 'Vous recevrez les rappels de cette entreprise.',
  optedOut: 'Vous ne recevrez plus les rappels de cette entreprise.',
  remove: 'Retirer',
  removeNamed: 'Retirer {{name}}',
  removed: 'Destinataire retiré.',
  resend: 'Renvoyer la confirmation',
  resendNamed: 'Renvoyer le courriel de confirmation à {{name}}',
  resent: 'Nous avons renvoyé à {{email}} le lien de confirmation.',
  add: {
    title: 'Ajouter un contact externe',
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone (facultatif)',
    language: 'Langue de ses rappels',
    // Each language by its own name, as language pickers do (the contact reads it, not the user).
    languages: { en: 'English', fr: 'Français' },
    hint: 'Nous lui envoyons d’abord un lien de confirmation : aucun rappel ne lui est envoyé avant.',
    submit: 'Ajouter le contact',
    added: 'Contact ajouté. Nous avons envoyé à {{email}} un lien de confirmation.',
  },
  failed: 'Cela n’a pas fonctionné. Réessayez.',
  more: 'Afficher plus',
  loadFailed: 'Les destinataires n’ont pas pu être chargés.',
};
