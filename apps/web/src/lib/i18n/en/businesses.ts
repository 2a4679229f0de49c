// A business's fields (onboarding step 3 and the business form) and managing businesses from the
// dashboard's "Your Businesses".
export const businesses = {
  name: 'Business Name',
  type: 'Business Type',
  selectType: 'Select a business type',
  types: {
    Restaurant: 'Restaurant',
    Retail: 'Retail',
    Construction: 'Construction',
    Healthcare: 'Healthcare',
    Manufacturing: 'Manufacturing',
    Technology: 'Technology',
    Other: 'Other',
  },
  address: 'Street Address',
  add: '+ Add Business',
  edit: 'Edit',
  editNamed: 'Edit {{name}}',
  delete: 'Delete',
  deleteNamed: 'Delete {{name}}',
  confirmDelete: 'Are you sure you want to delete this business?',
  confirmDeleteLicenses_one:
    'Are you sure you want to delete this business? Its {{count}} license will be deleted too.',
  confirmDeleteLicenses_other:
    'Are you sure you want to delete this business? Its {{count}} licenses will be deleted too.',
  modal: {
    addTitle: 'Add New Business',
    editTitle: 'Edit Business',
    close: 'Close',
    cancel: 'Cancel',
    submitAdd: 'Add Business',
    submitEdit: 'Update Business',
    saving: 'Saving...',
  },
  messages: {
    required: 'Please fill in all required fields',
    added: 'Business added successfully',
    updated: 'Business updated successfully',
    deleted: 'Business deleted successfully',
    addFailed: 'Failed to add business',
    updateFailed: 'Failed to update business',
    deleteFailed: 'Failed to delete business',
  },
};
