import type { AdminReminder } from '@lt/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/admin';
import { toast } from '../../lib/toast';
import { RemindersTab } from './reminders-tab';

function reminder(overrides: Partial<AdminReminder> = {}): AdminReminder {
  return {
    id: 'd1',
    kind: 'reminder',
    digest_week: null,
    license_id: 'l1',
    license_name: 'Business licence',
    business_name: 'Harbour Bytes',
    owner_email: 'dana@example.ca',
    channel: 'email',
    threshold_days: 30,
    expiry_date: '2026-12-01',
    status: 'sent',
    attempts: 1,
    last_error: null,
    provider_id: '<msg-1@example.ca>',
    due_at: '2026-11-01T13:00:00.000Z',
    sent_at: '2026-11-01T13:00:05.000Z',
    created_at: '2026-11-01T13:00:00.000Z',
    updated_at: '2026-11-01T13:00:05.000Z',
    ...overrides,
  };
}

const SENT = reminder();
const FAILED = reminder({
  id: 'd2',
  license_name: 'Liquor licence',
  channel: 'sms',
  threshold_days: 14,
  status: 'failed',
  attempts: 3,
  last_error: 'Twilio 21211: invalid "To" phone number',
  provider_id: null,
  sent_at: null,
  owner_email: null,
  updated_at: '2026-11-17T14:10:00.000Z',
});

/** The reminders API: filters by ?status=, and says there are 51 when asked for every status. */
function remindersApi(rows: AdminReminder[] = [FAILED, SENT]) {
  return stubApi((_method, path) => {
    if (!path.startsWith('/admin/reminders')) return undefined;
    const query = new URL(path, 'http://x').searchParams;
    const status = query.get('status');
    const matching = status ? rows.filter((r) => r.status === status) : rows;
    const total = status ? matching.length : rows.length && 51;
    const page = Number(query.get('offset')) === 0 ? matching : [];
    return { body: page, headers: { 'X-Total-Count': String(total) } };
  });
}

const reminderGets = (api: ReturnType<typeof stubApi>) =>
  api.paths().filter((p) => p.startsWith('GET /admin/reminders'));

describe('RemindersTab', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('shows each delivery with licence, business, owner, channel, threshold, expiry, status, attempts, error and time', async () => {
    const api = remindersApi();
    renderWithQueries(<RemindersTab />);
    const table = await screen.findByRole('table', { name: 'Reminder deliveries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'License',
      'Business',
      'Owner',
      'Channel',
      'Days before',
      'Expiry',
      'Status',
      'Attempts',
      'Error',
      'When',
    ]);
    const [failed, sent] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 9)
        .map((c) => c.textContent);
    expect(cells(failed)).toEqual([
      'Liquor licence',
      'Harbour Bytes',
      'N/A',
      'SMS',
      '14',
      'Dec 1, 2026',
      'Failed',
      '3',
      'Twilio 21211: invalid "To" phone number',
    ]);
    expect(cells(sent)).toEqual([
      'Business licence',
      'Harbour Bytes',
      'dana@example.ca',
      'Email',
      '30',
      'Dec 1, 2026',
      'Sent',
      '1',
      '',
    ]);
    // A sent one is dated when it went out; a failed one when it last changed.
    expect(sent.querySelector('time[datetime="2026-11-01T13:00:05.000Z"]')?.textContent).toMatch(
      /^(Oct 31|Nov 1), 2026, \d{1,2}:\d{2}/,
    );
    expect(failed.querySelector('time[datetime="2026-11-17T14:10:00.000Z"]')?.textContent).toMatch(
      /Nov 1[67], 2026/,
    );
    expect(reminderGets(api)).toEqual(['GET /admin/reminders?limit=50&offset=0']);
    expect(screen.getByText('Showing 1–2 of 51')).toBeTruthy();
  });

  it('shows a weekly digest by its week, with no licence, business, threshold or expiry', async () => {
    const digest = reminder({
      id: 'd3',
      kind: 'digest',
      digest_week: '2026-11-16',
      license_id: null,
      license_name: null,
      business_name: null,
      threshold_days: 0,
      expiry_date: null,
    });
    remindersApi([digest]);
    renderWithQueries(<RemindersTab />);
    const table = await screen.findByRole('table', { name: 'Reminder deliveries' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual(['Weekly digest', 'Week of Nov 16, 2026', 'dana@example.ca', 'Email', 'N/A', 'N/A', 'Sent']);
  });

  it('asks the server for the chosen status from the first page, and shows the failures with their errors', async () => {
    const api = remindersApi();
    renderWithQueries(<RemindersTab />);
    const u = userEvent.setup();
    await screen.findByRole('table', { name: 'Reminder deliveries' });
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All',
      'Sent',
      'Failed',
      'Pending',
      'Skipped',
      'Cancelled',
    ]);
    expect(select.value).toBe('');

    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(reminderGets(api)).toContain('GET /admin/reminders?limit=50&offset=50'));

    await u.selectOptions(select, 'Failed');
    await waitFor(() =>
      expect(reminderGets(api)).toContain('GET /admin/reminders?status=failed&limit=50&offset=0'),
    );
    await waitFor(() => expect(screen.queryByText('Business licence')).toBeNull());
    const table = screen.getByRole('table', { name: 'Reminder deliveries' });
    expect(within(table).getByText('Twilio 21211: invalid "To" phone number')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Showing 1–1 of 1')).toBeTruthy();

    await u.selectOptions(select, 'Skipped');
    expect(await screen.findByText('No reminders with this status.')).toBeTruthy();
    expect(reminderGets(api)).toContain('GET /admin/reminders?status=skipped&limit=50&offset=0');

    await u.selectOptions(select, 'All');
    expect(await screen.findByText('Business licence')).toBeTruthy();
    expect(reminderGets(api).at(-1)).toBe('GET /admin/reminders?limit=50&offset=0');
  });

  it('says so when there are no reminders yet', async () => {
    remindersApi([]);
    renderWithQueries(<RemindersTab />);
    expect(await screen.findByText('No reminders yet.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded, keeping the filter', async () => {
    stubApi(() => ({ status: 500, body: { detail: 'boom' } }));
    renderWithQueries(<RemindersTab />);
    expect(await screen.findByText('This section could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBeTruthy();
  });

  it('offers "Send due reminders now" to super admins only; it runs the sweep and says what it did', async () => {
    const api = stubApi((method, path) => {
      if (method === 'POST' && path === '/admin/reminders/run') {
        return {
          body: {
            at: '2026-11-23T14:00:00.000Z',
            created: { reminders: 3, digests: 1 },
            delivered: { sent: 3, retry: 1, failed: 0, skipped: 0, cancelled: 0, lost: 0 },
          },
        };
      }
      return path.startsWith('/admin/reminders')
        ? { body: [SENT], headers: { 'X-Total-Count': '1' } }
        : undefined;
    });
    const { unmount } = renderWithQueries(<RemindersTab />);
    expect(await screen.findByText('Business licence')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send due reminders now' })).toBeNull();
    unmount();

    renderWithQueries(<RemindersTab canRunNow />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send due reminders now' }));
    expect(await screen.findByText('Reminders due now: 4 new, 3 sent, 1 failed.')).toBeTruthy();
    expect(api.paths()).toContain('POST /admin/reminders/run');
    // The list is fetched again to show the new deliveries.
    await waitFor(() => expect(reminderGets(api).length).toBeGreaterThanOrEqual(2));
  });
});
