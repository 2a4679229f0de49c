// The summary and operation id of each /api operation in the OpenAPI document, keyed by
// `METHOD /path` as the routes table names it. A route missing here still gets a generated id
// (see openapi.ts); give it a proper entry when you add it.

interface Operation {
  summary: string;
  operationId: string;
}

const op = (operationId: string, summary: string): Operation => ({ operationId, summary });

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': op('getHealth', 'The process is up'),
  'GET /api/ready': op('getReady', 'The database answers and its migrations are applied'),

  'GET /api/auth/me': op('getMe', 'The caller, as the server sees them'),
  'GET /api/auth/verify': op('verifyToken', 'Whether the bearer token is valid'),
  'POST /api/auth/verify': op('verifyTokenPost', 'Whether the bearer token is valid (POST)'),
  'GET /api/auth/is-admin': op('getAdminRights', 'The caller’s admin rights'),
  'POST /api/auth/sign-out': op('signOut', 'Ends every access token of the caller’s account'),

  'GET /api/users/profile': op('getProfile', 'The caller’s profile'),
  'PUT /api/users/profile': op('updateProfile', 'Update the caller’s profile'),
  'DELETE /api/users/profile': op('deleteAccount', 'Delete the caller’s account and everything in it'),
  'POST /api/users/profile/phone-verification': op(
    'sendPhoneCode',
    'Text a 6-digit code to the caller’s phone number',
  ),
  'POST /api/users/profile/phone-verification/confirm': op(
    'confirmPhoneCode',
    'Verify the caller’s phone number with the code texted to it',
  ),
  'GET /api/users/export': op('exportMyData', 'Everything the product holds about the caller, as JSON'),
  'GET /api/users/calendar': op('getCalendarFeed', 'The caller’s private calendar feed address'),
  'POST /api/users/calendar/rotate': op(
    'rotateCalendarFeed',
    'A new calendar feed address; the old one stops',
  ),
  'GET /api/calendar/:file': op('readCalendarFeed', 'The calendar feed of licence expiries (no sign-in)'),

  'GET /api/businesses': op(
    'listBusinesses',
    'One page of the businesses of the caller’s workspaces, with their role, searched and sorted',
  ),
  'POST /api/businesses': op('createBusiness', 'Add a business'),
  'GET /api/businesses/:id': op('getBusiness', 'One of the caller’s businesses'),
  'PUT /api/businesses/:id': op('updateBusiness', 'Update a business'),
  'DELETE /api/businesses/:id': op('deleteBusiness', 'Delete a business and its licences'),
  'GET /api/businesses/:id/suggestions': op(
    'listBusinessSuggestions',
    'Catalogue licences for the business’s type and place that it does not hold yet',
  ),

  'GET /api/dashboard/summary': op(
    'dashboardSummary',
    'The dashboard: licences counted by status and level, the soonest expiring and latest expired',
  ),
  'GET /api/businesses/:id/recipients': op('listRecipients', 'The reminder recipients of a business'),
  'POST /api/businesses/:id/recipients': op(
    'createRecipient',
    'Opt in to a business’s reminders, or add an outside contact',
  ),
  'PUT /api/businesses/:id/recipients/:recipient_id': op('updateRecipient', 'Change a reminder recipient'),
  'DELETE /api/businesses/:id/recipients/:recipient_id': op(
    'deleteRecipient',
    'Remove a reminder recipient (their reminders not yet sent are cancelled)',
  ),
  'POST /api/businesses/:id/recipients/:recipient_id/resend': op(
    'resendRecipientConfirmation',
    'Send an outside contact’s confirmation e-mail again',
  ),

  'GET /api/licenses': op(
    'listLicenses',
    'One page of the caller’s licences with their status, searched, filtered and sorted',
  ),
  'POST /api/licenses': op('createLicense', 'Add a licence'),
  'POST /api/licenses/calculate-expiry': op('calculateExpiry', 'The expiry date a licence would get'),
  'GET /api/licenses/:id': op('getLicense', 'One of the caller’s licences'),
  'PUT /api/licenses/:id': op('updateLicense', 'Update a licence'),
  'DELETE /api/licenses/:id': op('deleteLicense', 'Delete a licence'),
  'GET /api/licenses/export.csv': op('exportLicensesCsv', 'The licences as CSV'),
  'GET /api/licenses/export.xlsx': op('exportLicensesXlsx', 'The licences as an Excel workbook'),
  'POST /api/licenses/import': op('importLicenses', 'Import licences from a CSV or Excel sheet'),
  'GET /api/licenses/:id/facts': op('getLicenseFacts', 'A licence’s facts of the day, from its template'),
  'GET /api/licenses/:id/reminders': op('listLicenseReminders', 'A licence’s reminders and their attempts'),

  'GET /api/locations/provinces': op('listProvinces', 'The 13 provinces and territories'),
  'GET /api/locations/search': op('searchCities', 'Cities of a province matching a query'),
  'GET /api/locations/cities/:province': op('listCities', 'The cities of a province'),
  'GET /api/locations/validate-postal': op('validatePostalCode', 'Whether a postal code suits a province'),
  'POST /api/locations/validate-postal': op(
    'validatePostalCodePost',
    'Whether a postal code suits a province (POST)',
  ),

  'POST /api/onboarding/validate-location': op('validateLocation', 'Check a city, province and postal code'),
  'PUT /api/onboarding/profile': op('saveOnboardingProfile', 'Save the profile step of onboarding'),
  'GET /api/onboarding/license-templates': op(
    'listOnboardingTemplates',
    'The licence templates for a business, with the activity questions that decide them',
  ),
  'POST /api/onboarding/complete': op('completeOnboarding', 'Create the first business and its licences'),

  'GET /api/workspaces': op('listWorkspaces', 'The caller’s workspaces, with their role in each'),
  'POST /api/workspaces': op('createWorkspace', 'Create a workspace (the caller owns it)'),
  'GET /api/workspaces/:id': op('getWorkspace', 'One of the caller’s workspaces'),
  'PUT /api/workspaces/:id': op('renameWorkspace', 'Rename a workspace (owner)'),
  'DELETE /api/workspaces/:id': op('deleteWorkspace', 'Delete a workspace and its businesses (owner)'),
  'GET /api/workspaces/:id/members': op('listWorkspaceMembers', 'A workspace’s members, a page at a time'),
  'PUT /api/workspaces/:id/members/:user_id': op('changeMemberRole', 'Change a member’s role (owner)'),
  'DELETE /api/workspaces/:id/members/:user_id': op(
    'removeWorkspaceMember',
    'Remove a member (owner), or leave the workspace',
  ),
  'POST /api/workspaces/:id/invitations': op('inviteToWorkspace', 'E-mail an invitation to join (owner)'),
  'GET /api/workspaces/:id/invitations': op('listInvitations', 'A workspace’s invitations, a page at a time'),
  'DELETE /api/workspaces/:id/invitations/:invitation_id': op(
    'revokeInvitation',
    'Withdraw an invitation (owner)',
  ),
  'GET /api/workspaces/:id/channels': op('listChannels', 'A workspace’s Slack, Teams and webhook channels'),
  'POST /api/workspaces/:id/channels': op('createChannel', 'Add a Slack, Teams or webhook channel (owner)'),
  'DELETE /api/workspaces/:id/channels/:channel_id': op('deleteChannel', 'Delete a channel (owner)'),
  'POST /api/workspaces/:id/channels/:channel_id/test': op('testChannel', 'Send a test message now (owner)'),
  'GET /api/invitations/:token': op('getInvitation', 'What an invitation link offers'),
  'POST /api/invitations/:token/accept': op('acceptInvitation', 'Join a workspace by invitation'),

  'GET /api/admin/stats': op('getAdminStats', 'Totals of users, businesses, licences and templates'),
  'GET /api/admin/users': op('listUsers', 'Every user, a page at a time'),
  'GET /api/admin/sends-today': op(
    'listSendsToday',
    'Messages sent today per account and channel, and refused by the daily caps',
  ),
  'GET /api/admin/businesses': op('listAllBusinesses', 'Every business, a page at a time'),
  'GET /api/admin/workspaces': op(
    'listAllWorkspaces',
    'Every workspace with its member and business counts, a page at a time',
  ),
  'GET /api/admin/reminders': op('listReminderDeliveries', 'Every reminder delivery, a page at a time'),
  'GET /api/admin/sources/changes': op('listSourceChanges', 'Sources changed since their last review'),
  'GET /api/admin/sources/failures': op('listSourceFailures', 'Sources whose last check failed'),
  'GET /api/admin/sources/status': op('getSourceWatchStatus', 'Whether the watch is on, and the last pass'),
  'POST /api/admin/sources/changes/:id/review': op('reviewSourceChange', 'Mark a source change reviewed'),
  'POST /api/admin/sources/check': op('checkSourcesNow', 'Check every source now (super admins)'),
  'GET /api/activities': op('searchActivities', 'The activity taxonomy, searched in English or French'),
  'POST /api/admin/reminders/run': op(
    'runRemindersNow',
    'Send due reminders now: one sweep and a delivery pass (super admins only)',
  ),
  'GET /api/admin/license-templates': op(
    'listTemplates',
    'The licence templates, a page at a time: searched by name, filtered and sorted',
  ),
  'GET /api/admin/license-templates/:id/licenses': op(
    'listTemplateLicenses',
    'The licences made from a template (before deleting it)',
  ),
  'POST /api/admin/license-templates': op('createTemplate', 'Add a licence template'),
  'PUT /api/admin/license-templates/:id': op('updateTemplate', 'Update a licence template'),
  'DELETE /api/admin/license-templates/:id': op('deleteTemplate', 'Delete a licence template'),
};
