import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { fakeApi, reply } from '../../../test/fake-api';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { DashboardPage } from './dashboard-page';

const provinces = [
  { code: 'ON', name: 'Ontario' },
  { code: 'QC', name: 'Quebec' },
];

function setup(routes: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET /dashboard/summary/': summaryFrom(
      [business],
      [makeLicense({ business_id: business.id }), makeLicense({ business_id: business.id })],
    ),
    'GET /locations/provinces': provinces,
    'GET /locations/search': [{ city: 'Ottawa', province: 'ON' }],
    'GET /workspaces/': [
      {
        id: business.workspace_id,
        name: 'Personal',
        personal: true,
        role: 'owner',
        member_count: 1,
        business_count: 1,
        created_at: '2025-01-10T12:00:00Z',
      },
    ],
    ...routes,
  });
  renderApp(<DashboardPage />);
  return { api, user: userEvent.setup() };
}

/** The form is a lazy chunk: its first load may take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const yourBusinesses = () => screen.findByRole('region', { name: 'Your Businesses' });

describe('businesses on the dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds another business, asking for every starred field first', async () => {
    const { api, user } = setup({
      'POST /businesses/': (request: { body: unknown }) => ({
        status: 201,
        body: { ...otherBusiness, ...(request.body as object) },
      }),
    });
    await user.click(within(await yourBusinesses()).getByRole('button', { name: '+ Add Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Business' }, LAZY);

    await user.click(within(dialog).getByRole('button', { name: 'Add Business' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(within(dialog).getByText('Pick what the business does from the list.')).toBeTruthy();
    expect(api.to('POST', '/businesses/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Business Name/), 'Bistro King');
    // What it does, picked by typing; the type follows and is shown (issue 27).
    await user.type(within(dialog).getByRole('combobox', { name: /^What the business does/ }), 'bistro');
    await user.click(within(dialog).getByRole('option', { name: /^Full-service restaurant/ }));
    expect(within(dialog).getByText('Business type: Restaurant')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Ontario' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText(/Province/), 'ON');
    await user.type(within(dialog).getByRole('combobox', { name: /City/ }), 'Ottawa');
    await user.type(within(dialog).getByLabelText(/Postal Code/), 'k1p 1j1');
    expect((within(dialog).getByLabelText(/Postal Code/) as HTMLInputElement).value).toBe('K1P 1J1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Business' }));

    expect(await screen.findByText('Business added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/businesses/').map((c) => c.body)).toEqual([
      {
        business_name: 'Bistro King',
        activity: 'full_service_restaurant',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Ottawa',
        postal_code: 'K1P 1J1',
        address: null,
      },
    ]);
    // The dashboard is asked again after the change.
    await waitFor(() => expect(api.to('GET', '/dashboard/summary/').length).toBeGreaterThan(1));
  }, 15_000); // Many typed keystrokes: slow on a loaded machine.

  it('edits a business from its stored values and refreshes the dashboard that names it', async () => {
    const { api, user } = setup({
      'PUT /businesses/11111111-1111-4111-8111-111111111111/': {
        ...business,
        business_name: 'Bistro Soleil',
      },
    });
    await user.click(within(await yourBusinesses()).getByRole('button', { name: 'Edit Bistro Lumière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Business' }, LAZY);
    const name = within(dialog).getByLabelText(/Business Name/) as HTMLInputElement;
    expect(name.value).toBe('Bistro Lumière');
    expect((within(dialog).getByLabelText(/Street Address/) as HTMLInputElement).value).toBe('1 King St W');
    expect(
      (within(dialog).getByRole('combobox', { name: /^What the business does/ }) as HTMLInputElement).value,
    ).toBe('Full-service restaurant');
    await user.clear(name);
    await user.type(name, 'Bistro Soleil');
    const loads = api.to('GET', '/dashboard/summary/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Update Business' }));

    expect(await screen.findByText('Business updated successfully')).toBeTruthy();
    expect(api.to('PUT', `/businesses/${business.id}/`)[0]?.body).toMatchObject({
      business_name: 'Bistro Soleil',
      activity: 'full_service_restaurant',
      business_type: 'Restaurant',
      city: 'Toronto',
      province: 'ON',
    });
    await waitFor(() => expect(api.to('GET', '/dashboard/summary/').length).toBeGreaterThan(loads));
  });

  it('shows the server detail when a change is refused, and keeps the form open', async () => {
    const { user } = setup({
      'PUT /businesses/11111111-1111-4111-8111-111111111111/': reply(400, {
        detail: 'postal_code: must be a Canadian postal code',
      }),
    });
    await user.click(within(await yourBusinesses()).getByRole('button', { name: 'Edit Bistro Lumière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Business' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Update Business' }));
    expect(await screen.findByText('postal_code: must be a Canadian postal code')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Business' })).toBeTruthy();
  });

  it('says how many licences go with a business before deleting it, and deletes nothing on Cancel', async () => {
    const { api, user } = setup({
      'DELETE /businesses/11111111-1111-4111-8111-111111111111/': reply(204),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = within(await yourBusinesses()).getByRole('button', { name: 'Delete Bistro Lumière' });
    await waitFor(() => expect(api.to('GET', '/dashboard/summary/')).toHaveLength(1));

    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to delete this business? Its 2 licenses will be deleted too.',
    );
    expect(api.to('DELETE', `/businesses/${business.id}/`)).toHaveLength(0);

    await user.click(remove);
    expect(await screen.findByText('Business deleted successfully')).toBeTruthy();
    expect(api.to('DELETE', `/businesses/${business.id}/`)).toHaveLength(1);
  });

  it('offers to add a business from the empty dashboard', async () => {
    const { user } = setup({ 'GET /dashboard/summary/': summaryFrom([], []) });
    await user.click(await screen.findByRole('button', { name: 'Add Business' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Business' }, LAZY)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
