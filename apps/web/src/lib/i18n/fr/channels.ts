import type { channels as en } from '../en/channels';

// Les canaux Slack, Teams et webhook d'un espace de travail (décision 026).
export const channels: typeof en = {
  title: 'Canaux',
  intro:
    'Les rappels et renouvellements des permis de cet espace de travail vont aussi à ces adresses Slack, Microsoft Teams ou webhook.',
  readOnly: 'Seul un propriétaire de cet espace de travail peut ajouter, essayer ou supprimer des canaux.',
  kinds: { slack: 'Slack', teams: 'Microsoft Teams', webhook: 'Webhook (signé)' },
  kindHelp: {
    slack: "L'URL de webhook entrant d'une application Slack (https://hooks.slack.com/…)",
    teams: "Une URL de Workflows Teams (« Lors de la réception d'une requête webhook Teams »)",
    webhook: 'Toute adresse https; les requêtes sont signées selon la convention Standard Webhooks',
  },
  kind: 'Type de canal',
  url: 'Adresse URL',
  add: 'Ajouter le canal',
  added: 'Canal ajouté',
  addFailed: "Le canal n'a pas pu être ajouté",
  empty: 'Aucun canal pour le moment : les rappels partent par courriel et SMS seulement.',
  loadFailed: "Les canaux n'ont pas pu être chargés.",
  secretTitle: 'Secret de signature — affiché cette seule fois',
  secretHelp:
    "Copiez-le maintenant dans votre récepteur : il vérifie l'en-tête webhook-signature de chaque requête.",
  copy: 'Copier',
  copied: 'Copié',
  done: "Je l'ai enregistré",
  test: 'Envoyer un essai',
  testNamed: "Envoyer un message d'essai à {{channel}}",
  testOk: 'Essai envoyé : le récepteur a répondu {{status}}.',
  testFailed: "L'essai n'a pas abouti : {{error}}",
  testError: "L'essai n'a pas pu être envoyé",
  remove: 'Supprimer',
  removeNamed: 'Supprimer le canal {{channel}}',
  removed: 'Canal supprimé',
  removeFailed: "Le canal n'a pas pu être supprimé",
  enabled: 'Actif',
  disabled: 'Désactivé',
  disabledBecause: 'Désactivé après des échecs répétés : {{reason}}. Un essai qui aboutit le réactive.',
  failures: '{{count}} échecs de suite',
};
