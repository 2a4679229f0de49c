// The table of every /api route with what it accepts: the same zod contracts the server validates
// with, and a body that passes them. The fuzzer mutates these; the access matrix sends them with
// other users' ids.

import {
  AccountDeletion,
  AdminPageQuery,
  AdminReminderQuery,
  AdminTemplateQuery,
  BusinessCreate,
  BusinessListQuery,
  BusinessUpdate,
  CalculateExpiryRequest,
  CalendarFileParam,
  ChannelCreate,
  CitySearchQuery,
  channelParams,
  DashboardQuery,
  ImportFields,
  InvitationAccept,
  InvitationCreate,
  invitationParams,
  invitationTokenParam,
  LicenseExportQuery,
  LicenseHistoryQuery,
  LicenseInput,
  LicenseListQuery,
  MemberRoleUpdate,
  memberParams,
  OnboardingComplete,
  OnboardingProfileUpdate,
  OnboardingTemplatesQuery,
  PasswordChange,
  PhoneCode,
  PostalValidationBody,
  PostalValidationRequest,
  ProfileUpdate,
  ProvinceParam,
  RecipientCreate,
  RecipientPageQuery,
  RecipientUpdate,
  RenewLicenseRequest,
  recipientParams,
  TemplateInput,
  uuidParam,
  ValidateLocationRequest,
  WorkspaceDeletion,
  WorkspaceInput,
  WorkspacePageQuery,
} from '@lt/core';
import type { z } from 'zod';
import { templateBody } from '../support/admin';
import { TORONTO_RESTAURANT } from '../support/businesses';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface FixtureIds {
  /** A business and a licence of the caller. */
  businessId: string;
  licenseId: string;
  /** A licence template: templates are global. */
  templateId: string;
  /** The caller's personal workspace. */
  workspaceId: string;
}

export interface RouteSpec {
  method: Method;
  path: string;
  /** Answers without a token. */
  public?: true;
  /** /api/admin: admins only. */
  admin?: true;
  /** Super admins only: an admin who is not one gets 403 too. */
  superAdmin?: true;
  /** The kind of value each path parameter takes. */
  params?: Record<string, 'id' | 'province' | 'wildcard' | 'feed' | 'token'>;
  paramsSchema?: z.ZodType;
  query?: { schema: z.ZodType; sample: Record<string, string> };
  body?: { schema: z.ZodType; sample: (ids: FixtureIds) => Record<string, unknown> };
  /** Takes no body, but a body sent along is parsed by its content type (POST). */
  ignoresBody?: true;
}

/** The sample bodies are the test support's own (one set for every test). */
export const BUSINESS_SAMPLE = TORONTO_RESTAURANT;

const licenseSample = (ids: FixtureIds) => ({
  business_id: ids.businessId,
  license_name: 'Sidewalk patio permit',
  license_type: 'Permit',
  level: 'municipal',
  issued_date: '2026-01-15',
  expiry_date: '2027-01-15',
  reminder_enabled: true,
  notes: 'Renew at city hall',
  template_id: ids.templateId,
});

const profileSample = () => ({
  full_name: 'Ada Lovelace',
  phone_number: '+1 416 555 0100',
  address: '1 Main St',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  notification_channels: ['email'],
});

const templateSample = () => templateBody();

const id = { id: 'id' } as const;
const memberIds = { id: 'id', user_id: 'id' } as const;
const invitationIds = { id: 'id', invitation_id: 'id' } as const;
const channelIds = { id: 'id', channel_id: 'id' } as const;
const recipientIds = { id: 'id', recipient_id: 'id' } as const;
const recipientSample = () => ({
  kind: 'contact',
  name: 'Sam Client',
  email: 'sam.client@example.test',
  language: 'fr',
  channels: ['email'],
});
const token = { token: 'token' } as const;
const workspacePage = { schema: WorkspacePageQuery, sample: { limit: '5', offset: '0' } };
const pageQuery = { schema: AdminPageQuery, sample: { limit: '5', offset: '0' } };

/** Every /api route. The tests fail when the app has a route this table lacks, or the reverse. */
export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/docs', public: true },
  { method: 'GET', path: '/api/docs/json', public: true },
  { method: 'GET', path: '/api/docs/yaml', public: true },
  { method: 'GET', path: '/api/docs/static/index.html', public: true },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', public: true },
  { method: 'GET', path: '/api/docs/*', public: true, params: { '*': 'wildcard' } },
  { method: 'GET', path: '/api/health', public: true },
  { method: 'GET', path: '/api/ready', public: true },

  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/verify' },
  { method: 'POST', path: '/api/auth/verify', ignoresBody: true },
  { method: 'GET', path: '/api/auth/is-admin' },

  { method: 'GET', path: '/api/admin/stats', admin: true },
  { method: 'GET', path: '/api/admin/users', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/sends-today', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/businesses', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/workspaces', admin: true, query: pageQuery },
  {
    method: 'GET',
    path: '/api/admin/reminders',
    admin: true,
    query: { schema: AdminReminderQuery, sample: { status: 'pending', limit: '5', offset: '0' } },
  },
  {
    method: 'POST',
    path: '/api/admin/reminders/run',
    admin: true,
    superAdmin: true,
    ignoresBody: true,
  },
  {
    method: 'GET',
    path: '/api/admin/license-templates',
    admin: true,
    query: {
      schema: AdminTemplateQuery,
      sample: {
        q: 'licence',
        level: 'municipal',
        province: 'BC',
        business_type: 'Retail',
        limit: '5',
        offset: '0',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/admin/license-templates/:id/licenses',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
  },
  {
    method: 'POST',
    path: '/api/admin/license-templates',
    admin: true,
    body: { schema: TemplateInput, sample: templateSample },
  },
  {
    method: 'PUT',
    path: '/api/admin/license-templates/:id',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
    body: { schema: TemplateInput, sample: templateSample },
  },
  {
    method: 'DELETE',
    path: '/api/admin/license-templates/:id',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
  },

  { method: 'GET', path: '/api/users/profile' },
  { method: 'PUT', path: '/api/users/profile', body: { schema: ProfileUpdate, sample: profileSample } },
  {
    method: 'DELETE',
    path: '/api/users/profile',
    // An e-mail no test user has: the fuzzer and the matrix must never delete their own caller
    // (account-deletion.test.ts deletes accounts on purpose).
    body: { schema: AccountDeletion, sample: () => ({ confirm_email: 'nobody@example.invalid' }) },
  },
  // Built-in accounts only: the matrix's minted callers have none and get 409.
  {
    method: 'POST',
    path: '/api/users/profile/password',
    body: {
      schema: PasswordChange,
      sample: () => ({ current_password: 'not the password', new_password: 'a long passphrase 7' }),
    },
  },
  { method: 'POST', path: '/api/users/profile/verification-email', ignoresBody: true },
  // The matrix's callers have no phone number (409); the confirm finds no code waiting (400).
  { method: 'POST', path: '/api/users/profile/phone-verification', ignoresBody: true },
  {
    method: 'POST',
    path: '/api/users/profile/phone-verification/confirm',
    body: { schema: PhoneCode, sample: () => ({ code: '123456' }) },
  },
  { method: 'GET', path: '/api/users/export' },
  { method: 'GET', path: '/api/users/calendar' },
  { method: 'POST', path: '/api/users/calendar/rotate', ignoresBody: true },
  // The feed answers without sign-in; its token is the key, and an unknown one is 404 to everyone.
  {
    method: 'GET',
    path: '/api/calendar/:file',
    public: true,
    params: { file: 'feed' },
    paramsSchema: CalendarFileParam,
  },

  {
    method: 'GET',
    path: '/api/businesses',
    query: {
      schema: BusinessListQuery,
      sample: { q: 'maple', sort: 'business_name', limit: '20', offset: '0' },
    },
  },
  {
    method: 'POST',
    path: '/api/businesses',
    body: { schema: BusinessCreate, sample: () => BUSINESS_SAMPLE },
  },
  { method: 'GET', path: '/api/businesses/:id', params: id, paramsSchema: uuidParam },
  {
    method: 'PUT',
    path: '/api/businesses/:id',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: BusinessUpdate, sample: () => ({ ...BUSINESS_SAMPLE, business_name: 'Renamed' }) },
  },
  { method: 'DELETE', path: '/api/businesses/:id', params: id, paramsSchema: uuidParam },
  { method: 'GET', path: '/api/businesses/:id/suggestions', params: id, paramsSchema: uuidParam },

  {
    method: 'GET',
    path: '/api/dashboard/summary',
    query: { schema: DashboardQuery, sample: { workspace_id: '00000000-0000-4000-8000-000000000000' } },
  },
  {
    method: 'GET',
    path: '/api/businesses/:id/recipients',
    params: id,
    paramsSchema: uuidParam,
    query: { schema: RecipientPageQuery, sample: { limit: '5', offset: '0' } },
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: RecipientCreate, sample: recipientSample },
  },
  {
    method: 'PUT',
    path: '/api/businesses/:id/recipients/:recipient_id',
    params: recipientIds,
    paramsSchema: recipientParams,
    body: { schema: RecipientUpdate, sample: () => ({ name: 'Sam Client' }) },
  },
  {
    method: 'DELETE',
    path: '/api/businesses/:id/recipients/:recipient_id',
    params: recipientIds,
    paramsSchema: recipientParams,
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients/:recipient_id/resend',
    params: recipientIds,
    paramsSchema: recipientParams,
  },

  {
    method: 'GET',
    path: '/api/licenses',
    query: {
      schema: LicenseListQuery,
      sample: {
        q: 'patio',
        status: 'active',
        level: 'municipal',
        sort: 'license_name',
        order: 'desc',
        limit: '20',
        offset: '0',
      },
    },
  },
  { method: 'POST', path: '/api/licenses', body: { schema: LicenseInput, sample: licenseSample } },
  {
    method: 'POST',
    path: '/api/licenses/calculate-expiry',
    body: {
      schema: CalculateExpiryRequest,
      sample: () => ({
        issued_date: '2026-01-15',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Toronto',
        level: 'municipal',
        license_name: 'Business licence',
      }),
    },
  },
  { method: 'GET', path: '/api/licenses/:id', params: id, paramsSchema: uuidParam },
  {
    method: 'GET',
    path: '/api/licenses/export.csv',
    query: { schema: LicenseExportQuery, sample: { status: 'active', level: 'municipal', lang: 'fr' } },
  },
  {
    method: 'GET',
    path: '/api/licenses/export.xlsx',
    query: { schema: LicenseExportQuery, sample: { level: 'municipal' } },
  },
  // Multipart: a JSON body sent by the matrix or the fuzzer is refused (no file) with a 400.
  {
    method: 'POST',
    path: '/api/licenses/import',
    body: { schema: ImportFields, sample: () => ({ mode: 'valid_rows', dry_run: 'true' }) },
  },
  {
    method: 'PUT',
    path: '/api/licenses/:id',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: LicenseInput, sample: licenseSample },
  },
  { method: 'DELETE', path: '/api/licenses/:id', params: id, paramsSchema: uuidParam },
  { method: 'GET', path: '/api/licenses/:id/reminders', params: id, paramsSchema: uuidParam },
  {
    method: 'POST',
    path: '/api/licenses/:id/renew',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: RenewLicenseRequest, sample: () => ({ license_number: 'RN-2027-001' }) },
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/history',
    params: id,
    paramsSchema: uuidParam,
    query: { schema: LicenseHistoryQuery, sample: { limit: '10', offset: '0' } },
  },

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

/** Body fields that name something a user owns (template ids are global). */
export const isOwnedIdField = (key: string) => /(^|_)id$/.test(key) && key !== 'template_id';

/** Fills a path template: `values[name]` is put in as it is (encode it first). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}
