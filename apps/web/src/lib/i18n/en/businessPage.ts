// /app/businesses/{id} (PRODUCT §2, issue 14): one business, its licences and the catalogue's suggestions.
export const businessPage = {
  loading: 'Loading the business…',
  loadError: 'We could not load this business. Please try again.',
  retry: 'Try again',
  notFound: {
    title: 'Business not found',
    body: 'This business does not exist, or you are not a member of its workspace.',
  },
  back: '← Dashboard',
  edit: 'Edit business',
  readOnly:
    'You are a viewer in this workspace: you can see this business and its licenses but not change them.',
  justAdded: 'Business added. Add the licenses it already holds from the suggestions below.',
  details: {
    title: 'Business details',
    type: 'Business type',
    address: 'Street address',
    place: 'City and province',
    placeValue: '{{city}}, {{province}}',
    postalCode: 'Postal code',
    timeZone: 'Time zone',
  },
  counts: {
    label: 'Licenses by status',
    all: 'All licenses',
    valid: 'Valid',
    expiringSoon: 'Expiring soon',
    expired: 'Expired',
    noExpiry: 'Never expire',
  },
  licenses: {
    title: 'Licenses of this business',
    loading: 'Loading the licenses…',
    empty: 'No licenses for this business yet.',
    add: '+ Add License',
    manyShown: 'Showing the first {{count}} licenses.',
    viewAll: 'View all in the License Manager',
  },
  suggestions: {
    title: 'Suggested licenses',
    intro:
      'From our catalogue, for a business of this type in {{city}}, {{province}}: licenses it may need and does not have yet.',
    introActivity:
      'From our catalogue, for “{{activity}}” in {{city}}, {{province}}: licenses it may need and does not have yet.',
    noActivity:
      'These are only a first guess from its business type. Edit the business and say what it does to get the right licenses.',
    loading: 'Looking for suggestions…',
    loadError: 'We could not load the suggestions.',
    none: 'No more suggestions: this business has every license our catalogue lists for its type and place.',
    add: 'Add',
    addNamed: 'Add {{name}}',
    adding: 'Adding…',
    added: '{{name}} added',
    addFailed: 'Failed to add the license',
    expiryLabel: 'Expiry date printed on {{name}}',
    printedHint: 'Enter the expiry date printed on the licence — its term is not known.',
    expiryRequired: 'Please enter the expiry date printed on the license',
    cancel: 'Cancel',
    onlyIf: 'Only if: {{question}}',
    levels: {
      federal: 'Federal',
      provincial: 'Provincial',
      municipal: 'Municipal',
    },
  },
};
