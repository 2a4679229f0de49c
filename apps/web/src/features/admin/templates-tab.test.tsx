import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, renderWithQueries, stubApi, template } from '../../../test/admin';
import { toast } from '../../lib/toast';
import { TemplatesTab } from './templates-tab';

const TEMPLATES = [
  template({ id: 'm', name: 'Halifax permit', city: 'Halifax', province: 'NS' }),
  template({
    id: 'p',
    name: 'Provincial permit',
    level: 'provincial',
    city: null,
    province: 'ON',
    description: null,
  }),
  template({
    id: 'px',
    name: 'Unplaced permit',
    level: 'provincial',
    city: null,
    province: null,
    activities: ['software_it', 'child_care_centre', 'bakery', 'hair_salon_barber'],
  }),
  template({
    id: 'f',
    name: 'Federal number',
    level: 'federal',
    business_types: [
      'Restaurant',
      'Retail',
      'Construction',
      'Healthcare',
      'Manufacturing',
      'Technology',
      'Other',
    ],
    activities: null,
    city: null,
    province: null,
  }),
];

function templatesApi(
  write: (method: string, body: unknown) => FakeResponse = () => ({ status: 201, body: {} }),
  usage: { total: number; licenses: unknown[] } = { total: 0, licenses: [] },
) {
  return stubApi((method, path, body) => {
    if (path.split('?')[0] === '/admin/license-templates' && method === 'GET') {
      return { body: TEMPLATES, headers: { 'X-Total-Count': '120' } };
    }
    if (path.endsWith('/licenses') && method === 'GET') return { body: usage };
    if (path.startsWith('/admin/license-templates')) return write(method, body);
    if (path === '/admin/stats') return { body: {} };
    return undefined;
  });
}

const gets = (api: ReturnType<typeof stubApi>) =>
  api.paths().filter((p) => p.startsWith('GET /admin/license-templates?')).length;

async function openAdd(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: '+ Add Template' }));
  return screen.getByRole('dialog', { name: 'Add New Template' });
}

async function fillMunicipal(u: ReturnType<typeof userEvent.setup>) {
  const dialog = within(screen.getByRole('dialog'));
  await u.type(dialog.getByLabelText(/^Name/), 'Tech permit');
  await u.type(dialog.getByRole('combobox', { name: /^Add an activity/ }), 'logiciel');
  await u.click(dialog.getByRole('option', { name: /^Software \/ IT services/ }));
  await u.selectOptions(dialog.getByLabelText(/^Province/), 'NS');
  await u.type(dialog.getByLabelText(/^City/), 'Halifax');
}

describe('TemplatesTab', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows name with description, level, type, location and validity', async () => {
    templatesApi();
    renderWithQueries(<TemplatesTab />);
    const table = await screen.findByRole('table', { name: 'License templates' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Level', 'Business Type', 'Location', 'Validity (Months)', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((c) => c.textContent),
    );
    // Under the types, the activities compactly: the first names and how many more (all in the title).
    expect(cells).toEqual([
      ['Municipal', 'TechnologySoftware / IT services', 'Halifax, NS', '12'],
      ['Provincial', 'TechnologySoftware / IT services', 'ON', '12'],
      ['Provincial', 'TechnologySoftware / IT services · Child care centre / daycare +2 more', 'N/A', '12'],
      ['Federal', 'AllEvery business', 'All Canada', '12'],
    ]);
    const many = within(rows[2]!).getByText(/^Software \/ IT services · Child care centre/);
    expect(many.textContent).toBe('Software / IT services · Child care centre / daycare +2 more');
    expect(many.getAttribute('title')).toContain('Hair salon / barber shop');
    expect(within(rows[0]!).getByText('Issued by the city.')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Halifax permit' })).toBeTruthy();
  });

  it('asks before deleting, deletes, toasts and refreshes the list', async () => {
    const api = templatesApi(() => ({ status: 204 }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Halifax permit' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this template?');
    expect(api.paths()).not.toContain('DELETE /admin/license-templates/m');
    await u.click(screen.getByRole('button', { name: 'Delete Halifax permit' }));
    expect(await screen.findByText('Template deleted successfully')).toBeTruthy();
    expect(api.paths()).toContain('DELETE /admin/license-templates/m');
    await waitFor(() => expect(gets(api)).toBe(2));
  });

  it('shows the server detail when a delete fails, else the fallback', async () => {
    let detail: string | undefined = 'Template is locked';
    templatesApi(() => ({ status: 400, body: detail ? { detail } : {} }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Federal number' }));
    expect(await screen.findByText('Template is locked')).toBeTruthy();
    detail = undefined;
    await u.click(screen.getByRole('button', { name: 'Delete Federal number' }));
    expect(await screen.findByText('Failed to delete template')).toBeTruthy();
  });

  it('creates a template from the modal, closes it and refreshes the list', async () => {
    const api = templatesApi(() => ({ status: 201, body: template() }));
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    const dialog = await openAdd(u);
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Name/));
    await fillMunicipal(u);
    await u.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Template created successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Tech permit',
      level: 'municipal',
      activities: ['software_it'],
      conditions: [],
      name_fr: '',
      description_fr: '',
      issuing_authority: '',
      issuing_authority_fr: '',
      source_url: '',
      confidence: null,
      source_checked_on: null,
      default_validity_months: 12,
      renewal_rule: { kind: 'term', months: 12 },
      description: '',
      province: 'NS',
      city: 'Halifax',
      // What an owner needs on the day (decision 044): blank, not stated.
      fee: '',
      fee_fr: '',
      late_penalty: '',
      late_penalty_fr: '',
      how_to_renew: '',
      how_to_renew_fr: '',
      renewal_url: '',
      source_kind: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(gets(api)).toBe(2));
  });

  it('keeps the modal open and shows the server detail when creating fails', async () => {
    templatesApi(() => ({ status: 400, body: { detail: 'Please fill in all required fields' } }));
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    const dialog = await openAdd(u);
    await fillMunicipal(u);
    await u.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a template with PUT and says so', async () => {
    const api = templatesApi(() => ({ status: 200, body: template() }));
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Provincial permit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Template' });
    expect((within(dialog).getByLabelText(/^Province/) as HTMLSelectElement).value).toBe('ON');
    await u.clear(within(dialog).getByLabelText(/^Validity/));
    await u.type(within(dialog).getByLabelText(/^Validity/), '24');
    await u.click(within(dialog).getByRole('button', { name: 'Update Template' }));
    expect(await screen.findByText('Template updated successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/admin/license-templates/p',
      body: {
        level: 'provincial',
        province: 'ON',
        default_validity_months: 24,
        activities: ['software_it'],
        conditions: [],
      },
    });
  });

  it('shows "Failed to update template" when the server gives no detail', async () => {
    templatesApi(() => ({ status: 400, body: {} }));
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Halifax permit' }));
    await u.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(await screen.findByText('Failed to update template')).toBeTruthy();
  });

  it('closes the modal with Escape, the backdrop or Cancel, and opens it fresh', async () => {
    templatesApi();
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await openAdd(u);
    await u.type(screen.getByLabelText(/^Name/), 'Draft');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add Template' }));

    await openAdd(u);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    await u.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openAdd(u);
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the modal', async () => {
    templatesApi();
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    const dialog = await openAdd(u);
    for (let i = 0; i < 12; i++) {
      await u.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('lists the licences that use a template before deleting it', async () => {
    const licenses = [
      { id: 'l1', license_name: 'Business licence', business_name: 'Bistro', owner_email: null },
    ];
    templatesApi(() => ({ status: 204 }), { total: 1, licenses });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Halifax permit' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]?.[0]).toContain('1 license uses this template (Business licence – Bistro)');
  });

  it('searches, filters and pages on the server, with the state in the address bar', async () => {
    const api = templatesApi();
    renderWithQueries(<TemplatesTab />);
    const u = userEvent.setup();
    expect(await screen.findByText('Showing 1–4 of 120')).toBeTruthy();
    await u.type(screen.getByLabelText('Search by name'), 'liquor');
    await u.selectOptions(screen.getByLabelText('Province'), 'SK');
    await waitFor(() => expect(api.paths().some((p) => p.includes('q=liquor'))).toBe(true));
    const last = api
      .paths()
      .filter((p) => p.startsWith('GET /admin/license-templates?'))
      .at(-1)!;
    expect(last).toContain('province=SK');
    expect(last).toContain('limit=50&offset=0');
    expect(window.location.search).toContain('q=liquor');
    expect(window.location.search).toContain('province=SK');
    window.history.replaceState(null, '', '/');
  });
});
