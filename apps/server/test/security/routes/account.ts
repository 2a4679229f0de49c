// Routes table, part 1: the documentation, health, sign-in, admin, the caller's account and calendar feeds.
import {
  AccountDeletion,
  AdminReminderQuery,
  AdminTemplateQuery,
  CalendarFileParam,
  PasswordChange,
  PhoneCode,
  ProfileUpdate,
  TemplateInput,
  uuidParam,
} from '@lt/core';
import type { RouteSpec } from './route-spec';
import { id, pageQuery, profileSample, templateSample } from './samples';

export const ACCOUNT_ROUTES: RouteSpec[] = [
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
  { method: 'POST', path: '/api/auth/sign-out', ignoresBody: true, endsSession: true },

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
  // Watched sources (decision 043).
  { method: 'GET', path: '/api/admin/sources/changes', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/sources/failures', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/sources/status', admin: true },
  {
    method: 'POST',
    path: '/api/admin/sources/changes/:id/review',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
    ignoresBody: true,
  },
  { method: 'POST', path: '/api/admin/sources/check', admin: true, superAdmin: true, ignoresBody: true },

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
];
