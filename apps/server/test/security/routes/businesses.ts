// Routes table, part 2: businesses (with their recipients and suggestions), the dashboard and licences.
import {
  BusinessCreate,
  BusinessListQuery,
  BusinessUpdate,
  CalculateExpiryRequest,
  DashboardQuery,
  ImportFields,
  LicenseExportQuery,
  LicenseHistoryQuery,
  LicenseInput,
  LicenseListQuery,
  RecipientCreate,
  RecipientPageQuery,
  RecipientUpdate,
  RenewLicenseRequest,
  recipientParams,
  uuidParam,
} from '@lt/core';
import type { RouteSpec } from './route-spec';
import { BUSINESS_SAMPLE, id, licenseSample, recipientIds, recipientSample } from './samples';

export const BUSINESS_ROUTES: RouteSpec[] = [
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
  { method: 'GET', path: '/api/licenses/:id/facts', params: id, paramsSchema: uuidParam },
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
];
