import type { dashboard as en } from '../en/dashboard';

// /app/dashboard (PRODUCT §2) : statistiques, permis qui expirent ou expirés, permis par palier.
export const dashboard: typeof en = {
  title: 'Tableau de bord des permis',
  manage: 'Gérer les permis',
  loading: 'Chargement de votre tableau de bord…',
  loadError: 'Nous n’avons pas pu charger votre tableau de bord. Veuillez réessayer.',
  retry: 'Réessayer',
  empty: {
    title: 'Aucune entreprise',
    body: 'Commencez par ajouter les renseignements sur votre entreprise.',
    add: 'Ajouter une entreprise',
  },
  stats: {
    label: 'Sommaire',
    total: 'Total des permis',
    expiringSoon: 'Expirent bientôt',
    expired: 'Expirés',
    businesses: 'Entreprises',
  },
  expiringSoon: {
    title: 'Expirent bientôt (30 prochains jours)',
    expiresIn_one: 'Expire dans {{count}} jour',
    expiresIn_other: 'Expire dans {{count}} jours',
    expiresToday: 'Expire aujourd’hui',
  },
  expired: {
    title: 'Permis expirés',
    ago_one: 'Expiré depuis {{count}} jour',
    ago_other: 'Expiré depuis {{count}} jours',
    badge: 'EXPIRÉ',
  },
  levels: {
    municipal: 'Municipal',
    provincial: 'Provincial',
    federal: 'Fédéral',
    count_one: '{{count}} permis',
    count_other: '{{count}} permis',
    emptyMunicipal: 'Aucun permis municipal',
    emptyProvincial: 'Aucun permis provincial',
    emptyFederal: 'Aucun permis fédéral',
    expires: 'Expire le {{date}}',
  },
  businesses: {
    title: 'Vos entreprises',
    location: '{{city}}, {{province}}',
  },
};
