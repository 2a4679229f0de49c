import type { License, LicensePeriod } from '@lt/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { business, makeLicense, makeNoExpiryLicense } from '../../../test/licenses';
import { renderApp, setWideWindow } from '../../../test/render-app';
import { toast } from '../../lib/toast';
import { DashboardPage } from '../dashboard/dashboard-page';
import { LicensesPage } from './licenses-page';

// 15 March 2026, 12:00 in Toronto (the business's zone).
const NOW = new Date('2026-03-15T16:00:00Z');

const lapsed = makeLicense({
  license_name: 'Liquor permit',
  level: 'provincial',
  issued_date: '2024-01-01',
  expiry_date: '2025-01-01',
  renewal_rule: { kind: 'term', months: 12 },
  license_number: 'LP-1',
  is_expired: true,
  days_until_expiry: -438,
});
const gst = makeNoExpiryLicense({ license_name: 'GST/HST registration', level: 'federal' });

const period = (overrides: Partial<LicensePeriod>): LicensePeriod => ({
  id: `p-${Math.random()}`,
  license_id: lapsed.id,
  issued_date: '2024-01-01',
  expiry_date: '2025-01-01',
  license_number: 'LP-1',
  is_current: false,
  renewed_at: null,
  renewed_by: null,
  acknowledged_at: null,
  created_at: '2024-01-01T00:00:00Z',
  ...overrides,
});

/** The licences, which turn Active after a renewal as the server would answer. */
function licencesApi(extra: Record<string, unknown> = {}) {
  let current: License = lapsed;
  const api = fakeApi({
    'GET /businesses/': [business],
    'GET /licenses/': () => ({ body: [current, gst] }),
    'GET /dashboard/summary/': () => ({ body: summaryFrom([business], [current, gst]) }),
    [`POST /licenses/${lapsed.id}/renew/`]: (request: FakeRequest) => {
      const body = request.body as {
        issued_date: string;
        expiry_date: string;
        license_number: string | null;
      };
      current = {
        ...lapsed,
        ...body,
        is_expired: false,
        is_expiring_soon: false,
        days_until_expiry: 365,
      };
      return { body: current };
    },
    ...extra,
  });
  return api;
}

describe('Renew and History', () => {
  let restoreWindow = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    restoreWindow = setWideWindow(true);
  });
  afterEach(() => {
    act(() => toast.remove());
    restoreWindow();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers Renew on licences that expire, not on those with no expiry', async () => {
    licencesApi();
    renderApp(<LicensesPage />);
    expect(await screen.findByRole('button', { name: 'Renew Liquor permit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew GST/HST registration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'History of GST/HST registration' })).toBeTruthy();
  });

  it('renews a lapsed licence from today by its rule; it turns Active', async () => {
    const api = licencesApi();
    renderApp(<LicensesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew Liquor permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Liquor permit' });
    expect(within(dialog).getByText('Renews every 12 months')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^New issue date/) as HTMLInputElement).value).toBe('2026-03-15');
    expect((within(dialog).getByLabelText(/^New expiry date/) as HTMLInputElement).value).toBe('2027-03-15');
    const number = within(dialog).getByLabelText('License number') as HTMLInputElement;
    expect(number.value).toBe('LP-1');
    await user.clear(number);
    await user.type(number, 'LP-2');
    await user.click(within(dialog).getByRole('button', { name: 'Renew license' }));
    expect(await screen.findByText('License renewed: valid until Mar 15, 2027')).toBeTruthy();
    expect(api.to('POST', `/licenses/${lapsed.id}/renew/`)[0]?.body).toEqual({
      issued_date: '2026-03-15',
      expiry_date: '2027-03-15',
      license_number: 'LP-2',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = (await screen.findByText('Mar 15, 2027')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('shows a refused date next to its field, not as a toast', async () => {
    licencesApi({
      [`POST /licenses/${lapsed.id}/renew/`]: () => ({
        status: 400,
        body: { detail: 'expiry_date: must not be before the issue date' },
      }),
    });
    renderApp(<LicensesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew Liquor permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Liquor permit' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew license' }));
    expect(await within(dialog).findByText('The expiry date cannot be before the issue date.')).toBeTruthy();
    expect(screen.queryByText(/expiry_date:/)).toBeNull();
  });

  it('checks the dates before sending', async () => {
    const api = licencesApi();
    renderApp(<LicensesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew Liquor permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Liquor permit' });
    const expiry = within(dialog).getByLabelText(/^New expiry date/);
    await user.clear(expiry);
    await user.type(expiry, '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Renew license' }));
    expect(within(dialog).getByText('The expiry date cannot be before the issue date.')).toBeTruthy();
    expect(api.to('POST', `/licenses/${lapsed.id}/renew/`)).toHaveLength(0);
  });

  it('lists the periods newest first, with who renewed and "I\'m on it", ten at a time', async () => {
    const older = Array.from({ length: 11 }, (_, i) =>
      period({ issued_date: `${2013 - i}-01-01`, expiry_date: `${2014 - i}-01-01` }),
    );
    const api = licencesApi({
      [`GET /licenses/${lapsed.id}/history/`]: (request: FakeRequest) => {
        const all = [
          period({
            issued_date: '2026-03-15',
            expiry_date: '2027-03-15',
            license_number: 'LP-2',
            is_current: true,
            renewed_at: '2026-03-15T16:00:00Z',
            renewed_by: 'Pat Owner',
          }),
          period({ acknowledged_at: '2024-12-20T14:00:00Z' }),
          ...older,
        ];
        const offset = Number(request.query.get('offset'));
        const limit = Number(request.query.get('limit'));
        return { body: all.slice(offset, offset + limit), headers: { 'X-Total-Count': String(all.length) } };
      },
    });
    renderApp(<LicensesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History of Liquor permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Liquor permit' });
    const list = await within(dialog).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Mar 15, 2026 to Mar 15, 2027')).toBeTruthy();
    expect(first.getByText('Current')).toBeTruthy();
    expect(first.getByText('License number: LP-2')).toBeTruthy();
    expect(first.getByText('Renewed on Mar 15, 2026 by Pat Owner')).toBeTruthy();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('First period, recorded when the license was added')).toBeTruthy();
    expect(second.getByText('“I’m on it” noted on Dec 20, 2024')).toBeTruthy();
    expect(within(dialog).getByText('Periods 1 to 10 of 13')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Periods 11 to 13 of 13')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(api.to('GET', `/licenses/${lapsed.id}/history/`).map((c) => c.query.get('offset'))).toEqual([
      '0',
      '10',
    ]);
  });

  it("renews from the dashboard's expired list", async () => {
    const api = licencesApi();
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    const expired = await screen.findByRole('region', { name: 'Expired Licenses' });
    await user.click(within(expired).getByRole('button', { name: 'Renew Liquor permit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Renew Liquor permit' })).getByRole('button', {
        name: 'Renew license',
      }),
    );
    await waitFor(() => expect(api.to('POST', `/licenses/${lapsed.id}/renew/`)).toHaveLength(1));
    // Refreshed: the licence is no longer expired.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Expired Licenses' })).toBeNull());
  });
});
