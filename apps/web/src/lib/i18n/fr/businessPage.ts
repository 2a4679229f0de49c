import type { businessPage as en } from '../en/businessPage';

// /app/businesses/{id} (PRODUCT §2, issue 14) : une entreprise, ses permis et les suggestions du catalogue.
export const businessPage: typeof en = {
  loading: 'Chargement de l’entreprise…',
  loadError: 'Nous n’avons pas pu charger cette entreprise. Veuillez réessayer.',
  retry: 'Réessayer',
  notFound: {
    title: 'Entreprise introuvable',
    body: 'Cette entreprise n’existe pas, ou vous n’êtes pas membre de son espace de travail.',
  },
  back: '← Tableau de bord',
  edit: 'Modifier l’entreprise',
  readOnly:
    'Vous êtes lecteur dans cet espace de travail : vous pouvez voir cette entreprise et ses permis, mais pas les modifier.',
  justAdded: 'Entreprise ajoutée. Ajoutez les permis qu’elle détient déjà parmi les suggestions ci-dessous.',
  details: {
    title: 'Renseignements sur l’entreprise',
    type: 'Type d’entreprise',
    address: 'Adresse municipale',
    place: 'Ville et province',
    placeValue: '{{city}}, {{province}}',
    postalCode: 'Code postal',
    timeZone: 'Fuseau horaire',
  },
  counts: {
    label: 'Permis par statut',
    all: 'Tous les permis',
    valid: 'Valides',
    expiringSoon: 'Expirent bientôt',
    expired: 'Expirés',
    noExpiry: 'N’expirent jamais',
  },
  licenses: {
    title: 'Permis de cette entreprise',
    loading: 'Chargement des permis…',
    empty: 'Aucun permis pour cette entreprise pour l’instant.',
    add: '+ Ajouter un permis',
    manyShown: 'Les {{count}} premiers permis sont affichés.',
    viewAll: 'Tout voir dans le gestionnaire de permis',
  },
  suggestions: {
    title: 'Permis suggérés',
    intro:
      'D’après notre catalogue, pour une entreprise de ce type à {{city}}, {{province}} : les permis dont elle pourrait avoir besoin et qu’elle n’a pas encore.',
    introActivity:
      'D’après notre catalogue, pour « {{activity}} » à {{city}}, {{province}} : les permis dont elle pourrait avoir besoin et qu’elle n’a pas encore.',
    noActivity:
      'Ce n’est qu’une première idée tirée de son type d’entreprise. Modifiez l’entreprise et indiquez ce qu’elle fait pour obtenir les bons permis.',
    loading: 'Recherche de suggestions…',
    loadError: 'Nous n’avons pas pu charger les suggestions.',
    none: 'Plus aucune suggestion : cette entreprise a tous les permis que notre catalogue prévoit pour son type et son lieu.',
    add: 'Ajouter',
    addNamed: 'Ajouter {{name}}',
    adding: 'Ajout…',
    added: '{{name}} ajouté',
    addFailed: 'Échec de l’ajout du permis',
    expiryLabel: 'Date d’expiration inscrite sur {{name}}',
    printedHint: 'Entrez la date d’expiration inscrite sur le permis — sa durée n’est pas connue.',
    expiryRequired: 'Veuillez entrer la date d’expiration inscrite sur le permis',
    cancel: 'Annuler',
    onlyIf: 'Seulement si : {{question}}',
    answerYes: 'Oui',
    answerNo: 'Non',
    answerLabel: 'Répondre : {{question}}',
    answered: 'Réponse enregistrée. Les suggestions en tiennent compte.',
    answerFailed: 'Nous n’avons pas pu enregistrer la réponse.',
    levels: {
      federal: 'Fédéral',
      provincial: 'Provincial',
      municipal: 'Municipal',
    },
  },
};
