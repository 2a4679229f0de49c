import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/admin';
import { toast } from '../../lib/toast';
import { TemplateForm } from './template-form';
import { EMPTY_TEMPLATE_FORM, type TemplateFormValues } from './template-form-state';

function renderForm(initial: TemplateFormValues = EMPTY_TEMPLATE_FORM, isEditing = false) {
  const onSubmit = vi.fn();
  // The places list the city is picked from (GET /locations/search).
  const api = stubApi((method, path) =>
    method === 'GET' && path.startsWith('/locations/search')
      ? { body: path.includes('province=NS') ? [{ city: 'Halifax', province: 'NS' }] : [] }
      : undefined,
  );
  renderWithQueries(
    <TemplateForm
      initial={initial}
      isEditing={isEditing}
      pending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, api, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.queryByLabelText(name);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Halifax tech permit');
  await user.click(screen.getByRole('checkbox', { name: 'Technology' }));
}

describe('TemplateForm', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('picks a municipal template’s city from the places list of its province', async () => {
    const { user, api } = renderForm();
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText(/^Province/), 'NS');
    await user.type(screen.getByRole('combobox', { name: /^City/ }), 'Hal');
    await user.click(await screen.findByRole('option', { name: 'Halifax' }, { timeout: 8000 }));
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveProperty('value', 'Halifax');
    expect(api.paths()).toContain('GET /locations/search?query=Hal&province=NS');
  });

  it('starts as a municipal template of 12 months with province and city shown', () => {
    renderForm();
    expect((screen.getByLabelText(/^Level/) as HTMLSelectElement).value).toBe('municipal');
    expect((screen.getByLabelText(/^Validity \(Months\)/) as HTMLInputElement).value).toBe('12');
    expect(screen.getByLabelText(/^Validity \(Months\)/).getAttribute('min')).toBe('1');
    expect(field(/^Province/)).not.toBeNull();
    expect(field(/^City/)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add Template' })).toBeTruthy();
  });

  it('shows the province for provincial templates, and neither province nor city for federal', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Level/), 'provincial');
    expect(field(/^Province/)).not.toBeNull();
    expect(field(/^City/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Level/), 'federal');
    expect(field(/^Province/)).toBeNull();
    expect(field(/^City/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Level/), 'municipal');
    expect(field(/^City/)).not.toBeNull();
  });

  it('lists the 13 province codes and the seven business types plus All', () => {
    renderForm();
    const provinces = Array.from((screen.getByLabelText(/^Province/) as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(provinces).toEqual([
      '',
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'ON',
      'PE',
      'QC',
      'SK',
      'NT',
      'NU',
      'YT',
    ]);
    const types = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(types).toEqual([
      'Restaurant',
      'Retail',
      'Construction',
      'Healthcare',
      'Manufacturing',
      'Technology',
      'Other',
    ]);
  });

  it('refuses an empty form with "Please fill in all required fields"', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('needs a business type and a validity', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Permit');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Retail' }));
    await user.clear(screen.getByLabelText(/^Validity/));
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a validity of at least 1 month', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Validity/));
    await user.type(screen.getByLabelText(/^Validity/), '0');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Validity must be a whole number of at least 1 month')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a province for a municipal template, then a city', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(
      await screen.findByText('Please select a province for a provincial or municipal template'),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Province/), 'NS');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please enter a city for a municipal template')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^City/), ' Halifax ');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Halifax tech permit',
      level: 'municipal',
      business_types: ['Technology'],
      name_fr: '',
      description_fr: '',
      issuing_authority: '',
      source_url: '',
      condition: null,
      confidence: null,
      source_checked_on: null,
      default_validity_months: 12,
      renewal_rule: { kind: 'term', months: 12 },
      description: '',
      province: 'NS',
      city: 'Halifax',
    });
  });

  it('needs a province for a provincial template but sends no city', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Level/), 'provincial');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(
      await screen.findByText('Please select a province for a provincial or municipal template'),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Province/), 'ON');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ level: 'provincial', province: 'ON' });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('city');
  });

  it('sends a federal template without province or city, even if they were filled before', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Province/), 'NS');
    await user.type(screen.getByLabelText(/^City/), 'Halifax');
    await user.selectOptions(screen.getByLabelText(/^Level/), 'federal');
    await user.type(screen.getByLabelText(/^Description/), 'Everywhere');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Halifax tech permit',
      level: 'federal',
      business_types: ['Technology'],
      name_fr: '',
      description_fr: '',
      issuing_authority: '',
      source_url: '',
      condition: null,
      confidence: null,
      source_checked_on: null,
      default_validity_months: 12,
      renewal_rule: { kind: 'term', months: 12 },
      description: 'Everywhere',
    });
  });

  it('sends a rule with no expiry, or every year on a fixed date that exists', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Level/), 'federal');
    await user.selectOptions(screen.getByLabelText('Renewal'), 'fixed_date');
    await user.clear(screen.getByLabelText('Renewal day'));
    await user.type(screen.getByLabelText('Renewal day'), '30');
    await user.selectOptions(screen.getByLabelText('Renewal month'), 'February');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please choose a renewal day that exists in that month')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Renewal month'), 'March');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      renewal_rule: { kind: 'fixed_date', month: 3, day: 30 },
    });
    await user.selectOptions(screen.getByLabelText('Renewal'), 'none');
    expect(screen.queryByLabelText('Renewal day')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ renewal_rule: { kind: 'none' } });
  }, 20_000);

  it('starts from the template being edited', () => {
    renderForm(
      {
        ...EMPTY_TEMPLATE_FORM,
        name: 'Patio permit',
        description: 'Summer only',
        level: 'provincial',
        business_types: ['Restaurant'],
        province: 'QC',
        city: '',
        default_validity_months: '6',
        rule_kind: 'term',
        rule_month: '3',
        rule_day: '31',
      },
      true,
    );
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Patio permit');
    expect((screen.getByLabelText(/^Province/) as HTMLSelectElement).value).toBe('QC');
    expect(field(/^City/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Template' })).toBeTruthy();
  });
});
