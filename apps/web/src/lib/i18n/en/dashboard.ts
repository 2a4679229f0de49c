// /app/dashboard (PRODUCT §2): stats, expiring and expired lists, licences by level, businesses.
export const dashboard = {
  title: 'License Dashboard',
  manage: 'Manage Licenses',
  loading: 'Loading your dashboard…',
  loadError: 'We could not load your dashboard. Please try again.',
  retry: 'Try again',
  empty: {
    title: 'No businesses',
    body: 'Get started by adding your business information.',
    add: 'Add Business',
  },
  stats: {
    label: 'Summary',
    total: 'Total Licenses',
    expiringSoon: 'Expiring Soon',
    expired: 'Expired',
    businesses: 'Businesses',
  },
  expiringSoon: {
    title: 'Expiring Soon (Next 30 Days)',
    expiresIn_one: 'Expires in {{count}} day',
    expiresIn_other: 'Expires in {{count}} days',
    expiresToday: 'Expires today',
  },
  expired: {
    title: 'Expired Licenses',
    ago_one: 'Expired {{count}} day ago',
    ago_other: 'Expired {{count}} days ago',
    badge: 'EXPIRED',
  },
  levels: {
    municipal: 'Municipal',
    provincial: 'Provincial',
    federal: 'Federal',
    count_one: '{{count}} license',
    count_other: '{{count}} licenses',
    emptyMunicipal: 'No municipal licenses',
    emptyProvincial: 'No provincial licenses',
    emptyFederal: 'No federal licenses',
    expires: 'Expires {{date}}',
  },
  businesses: {
    title: 'Your Businesses',
    location: '{{city}}, {{province}}',
  },
};
