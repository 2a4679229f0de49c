import type { locations as en } from '../en/locations';

// Champs province, ville et code postal, communs à l'accueil et au formulaire d'entreprise.
export const locations: typeof en = {
  province: 'Province',
  selectProvince: 'Choisissez une province',
  city: 'Ville',
  cityPlaceholder: 'Commencez à taper le nom de votre ville',
  cityHintNeedsProvince: 'Choisissez d’abord une province.',
  cityHint: 'Tapez au moins {{count}} lettres pour voir des suggestions.',
  citySuggestions: 'Suggestions de villes',
  searching: 'Recherche…',
  noMatches: 'Aucune ville correspondante. Vous pouvez garder ce que vous avez tapé.',
  results_one: '{{count}} suggestion. Utilisez les flèches pour choisir.',
  results_other: '{{count}} suggestions. Utilisez les flèches pour choisir.',
  postalCode: 'Code postal',
  optional: '(facultatif)',
  postalPlaceholder: 'A1A 1A1',
};
