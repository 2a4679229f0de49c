// Routes table, part 3: workspaces (members, invitations, channels), locations and onboarding.
import {
  ActivitySearchQuery,
  ChannelCreate,
  CitySearchQuery,
  channelParams,
  InvitationAccept,
  InvitationCreate,
  invitationParams,
  invitationTokenParam,
  MemberRoleUpdate,
  memberParams,
  OnboardingComplete,
  OnboardingProfileUpdate,
  OnboardingTemplatesQuery,
  PostalValidationBody,
  PostalValidationRequest,
  ProvinceParam,
  uuidParam,
  ValidateLocationRequest,
  WorkspaceDeletion,
  WorkspaceInput,
} from '@lt/core';
import type { RouteSpec } from './route-spec';
import {
  BUSINESS_SAMPLE,
  channelIds,
  id,
  invitationIds,
  memberIds,
  profileSample,
  token,
  workspacePage,
} from './samples';

export const WORKSPACE_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/workspaces' },
  {
    method: 'POST',
    path: '/api/workspaces',
    body: { schema: WorkspaceInput, sample: () => ({ name: 'Harbour Café — client' }) },
  },
  { method: 'GET', path: '/api/workspaces/:id', params: id, paramsSchema: uuidParam },
  {
    method: 'PUT',
    path: '/api/workspaces/:id',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: WorkspaceInput, sample: () => ({ name: 'Renamed workspace' }) },
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id',
    params: id,
    paramsSchema: uuidParam,
    // A name no workspace has: the fuzzer and the matrix never delete a workspace on purpose.
    body: { schema: WorkspaceDeletion, sample: () => ({ confirm_name: 'no such workspace name' }) },
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/members',
    params: id,
    paramsSchema: uuidParam,
    query: workspacePage,
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/members/:user_id',
    params: memberIds,
    paramsSchema: memberParams,
    body: { schema: MemberRoleUpdate, sample: () => ({ role: 'viewer' }) },
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:user_id',
    params: memberIds,
    paramsSchema: memberParams,
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/invitations',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: InvitationCreate, sample: () => ({ email: 'invitee@example.test', role: 'viewer' }) },
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/invitations',
    params: id,
    paramsSchema: uuidParam,
    query: workspacePage,
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/invitations/:invitation_id',
    params: invitationIds,
    paramsSchema: invitationParams,
  },
  { method: 'GET', path: '/api/workspaces/:id/channels', params: id, paramsSchema: uuidParam },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels',
    params: id,
    paramsSchema: uuidParam,
    body: {
      schema: ChannelCreate,
      sample: () => ({ kind: 'webhook', url: 'https://hooks.example.com/license-tracker' }),
    },
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/channels/:channel_id',
    params: channelIds,
    paramsSchema: channelParams,
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels/:channel_id/test',
    params: channelIds,
    paramsSchema: channelParams,
    ignoresBody: true,
  },
  { method: 'GET', path: '/api/invitations/:token', params: token, paramsSchema: invitationTokenParam },
  {
    method: 'POST',
    path: '/api/invitations/:token/accept',
    params: token,
    paramsSchema: invitationTokenParam,
    body: {
      schema: InvitationAccept,
      sample: () => ({ full_name: 'Ada Lovelace', phone_number: '+1 416 555 0100' }),
    },
  },

  { method: 'GET', path: '/api/locations/provinces' },
  {
    method: 'GET',
    path: '/api/activities',
    query: { schema: ActivitySearchQuery, sample: { q: 'garderie', limit: '5' } },
  },
  {
    method: 'GET',
    path: '/api/locations/search',
    query: { schema: CitySearchQuery, sample: { query: 'Tor', province: 'ON' } },
  },
  {
    method: 'GET',
    path: '/api/locations/cities/:province',
    params: { province: 'province' },
    paramsSchema: ProvinceParam,
  },
  {
    method: 'GET',
    path: '/api/locations/validate-postal',
    query: { schema: PostalValidationRequest, sample: { postal_code: 'M5H 1A1', province: 'ON' } },
  },
  {
    method: 'POST',
    path: '/api/locations/validate-postal',
    body: { schema: PostalValidationBody, sample: () => ({ postal_code: 'M5H 1A1', province: 'ON' }) },
  },

  {
    method: 'POST',
    path: '/api/onboarding/validate-location',
    body: {
      schema: ValidateLocationRequest,
      sample: () => ({ city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' }),
    },
  },
  {
    method: 'PUT',
    path: '/api/onboarding/profile',
    body: { schema: OnboardingProfileUpdate, sample: profileSample },
  },
  {
    method: 'GET',
    path: '/api/onboarding/license-templates',
    query: {
      schema: OnboardingTemplatesQuery,
      sample: {
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Toronto',
        answers: '{"sells_alcohol":true}',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/onboarding/complete',
    body: {
      schema: OnboardingComplete,
      sample: (ids) => ({
        business: { ...BUSINESS_SAMPLE, business_name: 'Onboarded Diner' },
        licenses: [{ template_id: ids.templateId, issued_date: '2026-01-15' }],
        notification_channels: ['email'],
      }),
    },
  },
];
