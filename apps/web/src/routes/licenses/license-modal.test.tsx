import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { localToday } from '../../components/ui/plain-date-text';
import { toast } from '../../lib/toast';
import { LicensesPage } from './licenses-page';

const existing = makeLicense({ license_name: 'Food premises', expiry_date: '2026-06-01' });

function setup({
  businesses = [business],
  calculated = '2027-03-15',
  calculateStatus = 200,
  calculateDetail = 'nope',
  put = { body: existing } as { status?: number; body: unknown },
} = {}) {
  const api = fakeApi({
    'GET /businesses/': businesses,
    'GET /licenses/': [existing],
    'POST /licenses/calculate-expiry/': () =>
      calculateStatus === 200
        ? {
            body: {
              expiry_date: calculated,
              expiry_estimated: false,
              template_id: null,
              template_name: null,
              renewal_rule: { kind: 'term', months: 12 },
              authority: null,
              source_url: null,
            },
          }
        : { status: calculateStatus, body: { detail: calculateDetail } },
    'POST /licenses/': (request: { body: unknown }) => ({
      status: 201,
      body: { ...existing, ...(request.body as object) },
    }),
    [`PUT /licenses/${existing.id}/`]: () => put,
  });
  renderApp(<LicensesPage />);
  return { api, user: userEvent.setup() };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '+ Add License' }));
  return screen.getByRole('dialog', { name: 'Add New License' });
}

const expiryInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Expiry Date') as HTMLInputElement;

describe('the licence modal', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens with the defaults: municipal, issued today, reminders on', async () => {
    const { user } = setup();
    const dialog = await openAdd(user);
    expect((within(dialog).getByLabelText(/^Level/) as HTMLSelectElement).value).toBe('municipal');
    expect((within(dialog).getByLabelText(/^Issue Date/) as HTMLInputElement).value).toBe(localToday());
    expect((within(dialog).getByLabelText('Enable expiry reminders') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByPlaceholderText('e.g. Business License, Health Permit')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add License' })).toBeTruthy();
  });

  it('new licence: Calculate fills the expiry date and shows the suggestion', async () => {
    const { api, user } = setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^License Name/), 'Patio permit');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(expiryInput(dialog).value).toBe('2027-03-15'));
    expect(within(dialog).getByText('Calculated: Mar 15, 2027')).toBeTruthy();
    expect(api.to('POST', '/licenses/calculate-expiry/')[0]?.body).toEqual({
      issued_date: localToday(),
      level: 'municipal',
      business_type: 'Restaurant',
      province: 'ON',
      city: 'Toronto',
      license_name: 'Patio permit',
    });
  });

  it('editing: Calculate fills the expiry field with the new date (issue 12), sending the rule', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    expect(expiryInput(dialog).value).toBe('2026-06-01');
    fireEvent.input(within(dialog).getByLabelText(/^Issue Date/), { target: { value: '2026-03-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(expiryInput(dialog).value).toBe('2027-03-15'));
    expect(api.to('POST', '/licenses/calculate-expiry/')[0]?.body).toMatchObject({
      issued_date: '2026-03-15',
      renewal_rule: { kind: 'term', months: 12 },
    });
    expect(within(dialog).getByRole('button', { name: 'Update License' })).toBeTruthy();
  });

  it('Calculate overwrites a date typed by hand, every time it is pressed', async () => {
    const { user } = setup();
    const dialog = await openAdd(user);
    fireEvent.input(expiryInput(dialog), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(expiryInput(dialog).value).toBe('2027-03-15'));
    fireEvent.input(expiryInput(dialog), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(expiryInput(dialog).value).toBe('2027-03-15'));
  });

  it('shows a refused expiry date in words next to the field, not as a toast', async () => {
    const { user } = setup({
      put: { status: 400, body: { detail: 'expiry_date: must not be before the issue date' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    const message = await within(dialog).findByText('The expiry date cannot be before the issue date.');
    expect(expiryInput(dialog).getAttribute('aria-describedby')).toContain(message.id);
    expect(expiryInput(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/expiry_date:/)).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('checks an expiry before the issue date before sending', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    fireEvent.input(expiryInput(dialog), { target: { value: '2024-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    expect(within(dialog).getByText('The expiry date cannot be before the issue date.')).toBeTruthy();
    expect(api.to('PUT', `/licenses/${existing.id}/`)).toHaveLength(0);
  });

  it('edits the renewal rule, number, authority, page and lead times', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    await user.selectOptions(within(dialog).getByLabelText('How it renews'), 'fixed_date');
    await user.clear(within(dialog).getByLabelText('Day'));
    await user.type(within(dialog).getByLabelText('Day'), '31');
    await user.selectOptions(within(dialog).getByLabelText('Month'), 'March');
    await user.type(within(dialog).getByLabelText('License Number'), 'FP-42');
    await user.type(within(dialog).getByLabelText('Issuing Authority'), 'Toronto Public Health');
    await user.type(within(dialog).getByLabelText('Official page (link)'), 'https://www.toronto.ca/dinesafe');
    await user.click(within(dialog).getByRole('button', { name: 'Remove reminder 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a lead time' }));
    await user.type(within(dialog).getByLabelText('Reminder 3, days before expiry'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    await waitFor(() => expect(api.to('PUT', `/licenses/${existing.id}/`)).toHaveLength(1));
    expect(api.to('PUT', `/licenses/${existing.id}/`)[0]?.body).toMatchObject({
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
      license_number: 'FP-42',
      authority: 'Toronto Public Health',
      source_url: 'https://www.toronto.ca/dinesafe',
      reminder_days: [30, 14, 90],
    });
  }, 20_000);

  it('refuses a sixth lead time and a repeated one', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a lead time' }));
    await user.type(within(dialog).getByLabelText('Reminder 4, days before expiry'), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Add a lead time' }));
    expect(within(dialog).queryByRole('button', { name: 'Add a lead time' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    expect(
      within(dialog).getByText(
        'Enter 1 to 5 different lead times, each a whole number of days from 1 to 365.',
      ),
    ).toBeTruthy();
    expect(api.to('PUT', `/licenses/${existing.id}/`)).toHaveLength(0);
  });

  it('"No expiry" disables the expiry date and Calculate, and sends no date', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food premises' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit License' });
    await user.selectOptions(within(dialog).getByLabelText('How it renews'), 'none');
    expect(expiryInput(dialog).disabled).toBe(true);
    expect(expiryInput(dialog).value).toBe('');
    expect(within(dialog).getByText('This license has no expiry date.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Calculate' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    await waitFor(() => expect(api.to('PUT', `/licenses/${existing.id}/`)).toHaveLength(1));
    expect(api.to('PUT', `/licenses/${existing.id}/`)[0]?.body).toMatchObject({
      renewal_rule: { kind: 'none' },
      expiry_date: null,
    });
  });

  it('submits an empty expiry date as null (the server calculates it), then closes and toasts', async () => {
    const { api, user } = setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^License Name/), 'Patio permit');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(expiryInput(dialog).value).toBe('2027-03-15'));
    await user.click(within(dialog).getByRole('button', { name: 'Add License' }));
    expect(await screen.findByText('License added successfully')).toBeTruthy();
    expect(api.to('POST', '/licenses/')[0]?.body).toMatchObject({
      business_id: business.id,
      license_name: 'Patio permit',
      expiry_date: '2027-03-15',
      renewal_rule: { kind: 'term', months: 12 },
      reminder_days: [30, 14, 7],
      reminder_enabled: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is asked for again after the change.
    await waitFor(() => expect(api.to('GET', '/licenses/').length).toBeGreaterThan(1));
  });

  it('refuses to save without the required fields', async () => {
    const { api, user } = setup({ businesses: [business, otherBusiness] });
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add License' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(api.to('POST', '/licenses/')).toHaveLength(0);
  });

  it('Calculate needs a business and an issue date', async () => {
    const { api, user } = setup({ businesses: [business, otherBusiness] });
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select business and issue date');
    await user.selectOptions(within(dialog).getByLabelText(/^Business/), business.id);
    fireEvent.input(within(dialog).getByLabelText(/^Issue Date/), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select business and issue date');
    expect(api.to('POST', '/licenses/calculate-expiry/')).toHaveLength(0);
  });

  it('says so when the calculation fails', async () => {
    const { user } = setup({ calculateStatus: 400 });
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Could not calculate expiry date')).toBeTruthy();
  });

  it.each([
    [
      'Cancel',
      async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      },
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByTestId('dialog-backdrop'));
      },
    ],
    [
      'Escape',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.keyboard('{Escape}');
      },
    ],
  ])('%s closes the modal and resets the form', async (_how, close) => {
    const { user } = setup();
    let dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^License Name/), 'Half done');
    await user.selectOptions(within(dialog).getByLabelText(/^Level/), 'federal');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await within(dialog).findByText('Calculated: Mar 15, 2027');
    await close(user, dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add License' }));
    dialog = await openAdd(user);
    expect((within(dialog).getByLabelText(/^License Name/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(/^Level/) as HTMLSelectElement).value).toBe('municipal');
    expect(expiryInput(dialog).value).toBe('');
    expect(within(dialog).queryByText(/Calculated:/)).toBeNull();
  });

  it('keeps Tab inside the modal', async () => {
    const { user } = setup();
    const dialog = await openAdd(user);
    const submit = within(dialog).getByRole('button', { name: 'Add License' });
    submit.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });
});
