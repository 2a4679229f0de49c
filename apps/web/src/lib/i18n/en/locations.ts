// Province, city and postal-code fields, shared by onboarding and the business form.
export const locations = {
  province: 'Province',
  selectProvince: 'Select a province',
  city: 'City',
  cityPlaceholder: 'Start typing your city',
  cityHintNeedsProvince: 'Choose a province first.',
  cityHint: 'Type at least {{count}} letters to see suggestions.',
  citySuggestions: 'City suggestions',
  searching: 'Searching…',
  noMatches: 'No matching cities. You can keep what you typed.',
  results_one: '{{count}} suggestion. Use the arrow keys to choose.',
  results_other: '{{count}} suggestions. Use the arrow keys to choose.',
  postalCode: 'Postal Code',
  optional: '(optional)',
  postalPlaceholder: 'A1A 1A1',
};
