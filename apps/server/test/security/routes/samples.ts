// The sample bodies and path parameters of the routes table (../routes-table.ts): the test
// support's own bodies, so every test sends one set.
import { AdminPageQuery, WorkspacePageQuery } from '@lt/core';
import { templateBody } from '../../support/admin';
import { TORONTO_RESTAURANT } from '../../support/businesses';
import type { FixtureIds } from './route-spec';

/** The sample bodies are the test support's own (one set for every test). */
export const BUSINESS_SAMPLE = TORONTO_RESTAURANT;

export const licenseSample = (ids: FixtureIds) => ({
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

export const profileSample = () => ({
  full_name: 'Ada Lovelace',
  phone_number: '+1 416 555 0100',
  address: '1 Main St',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  notification_channels: ['email'],
});

export const templateSample = () => templateBody();

export const id = { id: 'id' } as const;
export const memberIds = { id: 'id', user_id: 'id' } as const;
export const invitationIds = { id: 'id', invitation_id: 'id' } as const;
export const channelIds = { id: 'id', channel_id: 'id' } as const;
export const recipientIds = { id: 'id', recipient_id: 'id' } as const;
export const recipientSample = () => ({
  kind: 'contact',
  name: 'Sam Client',
  email: 'sam.client@example.test',
  language: 'fr',
  channels: ['email'],
});
export const token = { token: 'token' } as const;
export const workspacePage = { schema: WorkspacePageQuery, sample: { limit: '5', offset: '0' } };
export const pageQuery = { schema: AdminPageQuery, sample: { limit: '5', offset: '0' } };
