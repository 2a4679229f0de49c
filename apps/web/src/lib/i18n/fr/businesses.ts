import type { businesses as en } from '../en/businesses';

// Les champs d'une entreprise et la gestion des entreprises depuis le tableau de bord.
export const businesses: typeof en = {
  name: 'Nom de l’entreprise',
  type: 'Type d’entreprise',
  types: {
    Restaurant: 'Restauration',
    Retail: 'Commerce de détail',
    Construction: 'Construction',
    Healthcare: 'Soins de santé',
    Manufacturing: 'Fabrication',
    Technology: 'Technologie',
    Other: 'Autre',
  },
  activity: {
    label: 'Ce que fait l’entreprise',
    placeholder: 'Tapez un mot : restaurant, salon de coiffure, garderie…',
    suggestions: 'Activités',
    hint: 'Tapez en français ou en anglais, puis choisissez la plus proche dans la liste.',
    results_one: '{{count}} activité. Utilisez les flèches pour choisir.',
    results_other: '{{count}} activités. Utilisez les flèches pour choisir.',
    noMatches:
      'Aucune activité ne correspond à « {{text}} ». Essayez un autre mot, ou choisissez la plus proche.',
    required: 'Choisissez dans la liste ce que fait l’entreprise.',
    typeIs: 'Type d’entreprise : {{type}}',
    sayWhatItDoes: 'Indiquez ce qu’elle fait pour obtenir les bons permis.',
  },
  address: 'Adresse municipale',
  add: '+ Ajouter une entreprise',
  edit: 'Modifier',
  editNamed: 'Modifier {{name}}',
  delete: 'Supprimer',
  deleteNamed: 'Supprimer {{name}}',
  confirmDelete: 'Voulez-vous vraiment supprimer cette entreprise?',
  confirmDeleteLicenses_one:
    'Voulez-vous vraiment supprimer cette entreprise? Son permis ({{count}}) sera aussi supprimé.',
  confirmDeleteLicenses_other:
    'Voulez-vous vraiment supprimer cette entreprise? Ses {{count}} permis seront aussi supprimés.',
  modal: {
    addTitle: 'Ajouter une entreprise',
    editTitle: 'Modifier l’entreprise',
    close: 'Fermer',
    cancel: 'Annuler',
    submitAdd: 'Ajouter l’entreprise',
    submitEdit: 'Mettre à jour l’entreprise',
    saving: 'Enregistrement…',
  },
  messages: {
    required: 'Veuillez remplir tous les champs obligatoires',
    added: 'Entreprise ajoutée',
    updated: 'Entreprise mise à jour',
    deleted: 'Entreprise supprimée',
    addFailed: 'Impossible d’ajouter l’entreprise',
    updateFailed: 'Impossible de mettre à jour l’entreprise',
    deleteFailed: 'Impossible de supprimer l’entreprise',
  },
};
