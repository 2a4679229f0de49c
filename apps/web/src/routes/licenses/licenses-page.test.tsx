import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { licenseServer } from '../../../test/license-server';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp, setWideWindow } from '../../../test/render-app';
import { toast } from '../../lib/toast';
import { LicensesPage } from './licenses-page';

const expired = makeLicense({
  license_name: 'Zoning certificate',
  license_type: 'Certificate',
  level: 'municipal',
  issued_date: '2024-01-01',
  expiry_date: '2025-01-01',
  is_expired: true,
  days_until_expiry: -30,
  reminder_enabled: false,
});
const soon = makeLicense({
  license_name: 'Liquor sales licence',
  level: 'provincial',
  issued_date: '2024-02-10',
  expiry_date: '2026-02-10',
  is_expiring_soon: true,
  days_until_expiry: 10,
  is_manually_changed: true,
  last_reminder_sent_at: '2026-01-11T12:00:00.000Z',
  business_id: otherBusiness.id,
  business_name: otherBusiness.business_name,
});
const active = makeLicense({ license_name: 'Business Number', level: 'federal', expiry_date: '2030-01-01' });

function setup(
  licenses = [active, soon, expired],
  extra: Record<string, unknown> = {},
  path = '/app/licenses',
) {
  const api = fakeApi({
    'GET /businesses/': [business, otherBusiness],
    'GET /workspaces/': [],
    'GET /licenses/': licenseServer(licenses),
    ...extra,
  });
  renderApp(<LicensesPage />, { path });
  return { api, user: userEvent.setup() };
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the License Manager', () => {
  let restoreWindow = () => {};
  afterEach(() => {
    act(() => toast.remove());
    restoreWindow();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('on a wide screen', () => {
    beforeEach(() => {
      restoreWindow = setWideWindow(true);
    });

    it('shows a table with every column, the type, (manual), status and reminders', async () => {
      setup();
      const table = await screen.findByRole('table');
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
      expect(headers).toEqual([
        'License Name',
        'Level',
        'Business',
        'Issued',
        'Expires',
        'Status',
        'Reminders',
        'Actions',
      ]);
      const zoning = within(table).getByText('Zoning certificate').closest('tr') as HTMLElement;
      expect(within(zoning).getByText('Certificate')).toBeTruthy();
      expect(within(zoning).getByText('Expired')).toBeTruthy();
      expect(within(zoning).getByText('Disabled')).toBeTruthy();
      expect(within(zoning).getByText('Municipal')).toBeTruthy();
      const liquor = within(table).getByText('Liquor sales licence').closest('tr') as HTMLElement;
      expect(within(liquor).getByText('(manual)')).toBeTruthy();
      expect(within(liquor).getByText('Expiring Soon')).toBeTruthy();
      expect(within(liquor).getByText('Atelier Nord')).toBeTruthy();
      expect(within(liquor).getByText('Feb 10, 2026')).toBeTruthy();
      // The latest reminder sent for this expiry date, under Enabled.
      const reminders = within(liquor).getByText('Enabled').parentElement as HTMLElement;
      const lastSent = within(reminders).getByText('Last sent Jan 11, 2026');
      expect(lastSent.closest('time')?.getAttribute('dateTime')).toBe('2026-01-11T12:00:00.000Z');
      const bn = within(table).getByText('Business Number').closest('tr') as HTMLElement;
      expect(within(bn).getByText('Active')).toBeTruthy();
      expect(within(bn).getByText('Enabled')).toBeTruthy();
      expect(within(bn).queryByText(/Last sent/)).toBeNull();
      expect(within(zoning).queryByText(/Last sent/)).toBeNull();
    });

    it('sorts by expiry date first, and by a clicked column both ways', async () => {
      const { user } = setup();
      await screen.findByRole('table');
      expect(rowNames()).toEqual([
        'Zoning certificateCertificate',
        'Liquor sales licence',
        'Business Number',
      ]);
      const expires = screen.getByRole('columnheader', { name: /Expires/ });
      expect(expires.getAttribute('aria-sort')).toBe('ascending');
      await user.click(screen.getByRole('button', { name: /License Name/ }));
      expect(screen.getByRole('columnheader', { name: /License Name/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      );
      expect(expires.getAttribute('aria-sort')).toBe('none');
      expect(rowNames()).toEqual([
        'Business Number',
        'Liquor sales licence',
        'Zoning certificateCertificate',
      ]);
      await user.click(screen.getByRole('button', { name: /License Name/ }));
      expect(screen.getByRole('columnheader', { name: /License Name/ }).getAttribute('aria-sort')).toBe(
        'descending',
      );
      expect(rowNames()[0]).toBe('Zoning certificateCertificate');
    });

    it('filters by status, level and business on the server', async () => {
      const { api, user } = setup();
      await screen.findByRole('table');
      expect(screen.getByText('1–3 of 3 licenses')).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('Status'), 'expiring_soon');
      await waitFor(() => expect(rowNames()).toEqual(['Liquor sales licence']));
      expect(api.to('GET', '/licenses/').at(-1)?.query.get('status')).toBe('expiring_soon');
      expect(screen.getByText('1–1 of 1 licenses')).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('Level'), 'federal');
      expect(await screen.findByText('No licenses match these filters.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await user.selectOptions(screen.getByLabelText('Business'), business.id);
      await waitFor(() => expect(rowNames()).toEqual(['Zoning certificateCertificate', 'Business Number']));
      expect(api.to('GET', '/licenses/').at(-1)?.query.get('business_id')).toBe(business.id);
    });

    it('searches after a pause in typing, one request, and says when nothing matches', async () => {
      const { api, user } = setup();
      await screen.findByRole('table');
      const before = api.to('GET', '/licenses/').length;
      await user.type(screen.getByLabelText('Search'), 'liquor');
      await waitFor(() => expect(rowNames()).toEqual(['Liquor sales licence']), { timeout: 3000 });
      const searches = api.to('GET', '/licenses/').slice(before);
      expect(searches.map((r) => r.query.get('q'))).toEqual(['liquor']);
      await user.clear(screen.getByLabelText('Search'));
      await user.type(screen.getByLabelText('Search'), 'nothing here');
      expect(
        await screen.findByText(
          'No license matches “nothing here” with these filters.',
          {},
          { timeout: 3000 },
        ),
      ).toBeTruthy();
    });

    it('pages through the list with the total, the URL keeping the page', async () => {
      const many = Array.from({ length: 120 }, (_, i) =>
        makeLicense({ license_name: `Permit ${String(i + 1).padStart(3, '0')}`, expiry_date: '2030-01-01' }),
      );
      const { api, user } = setup(many, {}, '/app/licenses?sort=license_name&order=asc');
      // Plain DOM queries: role queries over 50 full rows are slow in jsdom.
      const firstCells = () => [...document.querySelectorAll('tbody tr td:first-child .font-medium')];
      const next = () => screen.getAllByText('Next')[0] as HTMLButtonElement;
      await waitFor(() => expect(firstCells()).toHaveLength(50), { timeout: 5000 });
      expect(screen.getAllByText('1–50 of 120 licenses')).toHaveLength(2);
      expect(screen.getAllByText('Page 1 of 3')).toHaveLength(2);
      expect(firstCells()[0]?.textContent).toBe('Permit 001');
      await user.click(next());
      await waitFor(() => expect(firstCells()[0]?.textContent).toBe('Permit 051'), { timeout: 5000 });
      expect(screen.getAllByText('51–100 of 120 licenses')).toHaveLength(2);
      const last = api.to('GET', '/licenses/').at(-1)!.query;
      expect([last.get('offset'), last.get('limit'), last.get('sort')]).toEqual(['50', '50', 'license_name']);
      await user.click(next());
      await waitFor(() => expect(firstCells()).toHaveLength(20), { timeout: 5000 });
      expect(next().disabled).toBe(true);
      // Three pages of 50 rows each render in jsdom: slower than the default 5 s on a busy machine.
    }, 30_000);

    it('starts from the search, filters, sort and page in the URL', async () => {
      const { api } = setup(
        undefined,
        {},
        `/app/licenses?q=zoning&status=expired&level=municipal&business=${business.id}&sort=status&order=desc&page=2`,
      );
      await screen.findByText('No license matches “zoning” with these filters.');
      const query = api.to('GET', '/licenses/')[0]!.query;
      expect(Object.fromEntries(query)).toEqual({
        q: 'zoning',
        status: 'expired',
        level: 'municipal',
        business_id: business.id,
        sort: 'status',
        order: 'desc',
        limit: '50',
        offset: '50',
      });
      expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('zoning');
      expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('expired');
    });

    it('deletes after confirming, toasts and refreshes the list', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
      const { api, user } = setup(undefined, { [`DELETE /licenses/${active.id}/`]: reply(204) });
      await user.click(await screen.findByRole('button', { name: 'Delete Business Number' }));
      expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this license?');
      expect(api.to('DELETE', `/licenses/${active.id}/`)).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Delete Business Number' }));
      expect(await screen.findByText('License deleted successfully')).toBeTruthy();
      await waitFor(() => expect(api.to('GET', '/licenses/').length).toBe(2));
    });

    it("shows the server's detail when a delete fails, else the fallback", async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      const { user } = setup(undefined, {
        [`DELETE /licenses/${active.id}/`]: reply(409, { detail: 'Licence is locked' }),
        [`DELETE /licenses/${soon.id}/`]: reply(400, {}),
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Business Number' }));
      expect(await screen.findByText('Licence is locked')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Delete Liquor sales licence' }));
      expect(await screen.findByText('Failed to delete license')).toBeTruthy();
    });

    it('updates a licence with PUT and says so, or shows the failure', async () => {
      const { api, user } = setup(undefined, {
        [`PUT /licenses/${active.id}/`]: reply(200, active),
        [`PUT /licenses/${soon.id}/`]: reply(400, {}),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Business Number' }));
      await user.click(screen.getByRole('button', { name: 'Update License' }));
      expect(await screen.findByText('License updated successfully')).toBeTruthy();
      expect(api.to('PUT', `/licenses/${active.id}/`)[0]?.body).toMatchObject({
        license_name: 'Business Number',
        expiry_date: '2030-01-01',
      });
      await user.click(screen.getByRole('button', { name: 'Edit Liquor sales licence' }));
      await user.click(screen.getByRole('button', { name: 'Update License' }));
      expect(await screen.findByText('Failed to update license')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Edit License' })).toBeTruthy();
    });
  });

  it('says how to start when there are no licences', async () => {
    setup([]);
    expect(await screen.findByText('No licenses found. Click "Add License" to get started.')).toBeTruthy();
  });

  it('shows cards and a sort select on a phone', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Your licenses' });
    expect(screen.queryByRole('table')).toBeNull();
    const names = () =>
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent);
    expect(names()).toEqual(['Zoning certificate', 'Liquor sales licence', 'Business Number']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'license_name:asc');
    expect(names()).toEqual(['Business Number', 'Liquor sales licence', 'Zoning certificate']);
    expect(within(list).getByText('(manual)')).toBeTruthy();
    const liquor = within(list).getByRole('heading', { name: 'Liquor sales licence' }).closest('li')!;
    expect(within(liquor).getByText('Last sent Jan 11, 2026')).toBeTruthy();
    expect(within(list).getAllByText(/Last sent/)).toHaveLength(1);
  });

  it('shows a failed add with the fallback text and keeps the modal open', async () => {
    const { user } = setup([active], { 'POST /licenses/': reply(400, {}) });
    await user.click(await screen.findByRole('button', { name: '+ Add License' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New License' });
    await user.selectOptions(within(dialog).getByLabelText(/^Business/), business.id);
    await user.type(within(dialog).getByLabelText(/^License Name/), 'Sign permit');
    await user.click(within(dialog).getByRole('button', { name: 'Add License' }));
    expect(await screen.findByText('Failed to add license')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add New License' })).toBeTruthy();
  });
});
