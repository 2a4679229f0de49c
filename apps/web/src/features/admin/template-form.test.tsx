import { act, screen, within } from '@testing-library/react';
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

/** A template whose day-of facts were left blank (decision 044) sends them blank. */
const NO_DAY_FACTS = {
  source_kind: null,
  fee: '',
  fee_fr: '',
  late_penalty: '',
  late_penalty_fr: '',
  how_to_renew: '',
  how_to_renew_fr: '',
  renewal_url: '',
};

const field = (name: RegExp) => screen.queryByLabelText(name);

/** Picks an activity by typing a word of it and choosing it from the list. */
async function pickActivity(user: ReturnType<typeof userEvent.setup>, word: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /^Add an activity/ }), word);
  await user.click(screen.getByRole('option', { name }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Halifax tech permit');
  await pickActivity(user, 'software', /^Software \/ IT services/);
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

  it('lists the 13 province codes, and applies to some activities unless told every business', () => {
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
    const appliesTo = screen.getByRole('group', { name: /^Applies to/ });
    expect(
      (within(appliesTo).getByRole('radio', { name: 'Only these activities' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(appliesTo).getByRole('radio', { name: 'Every business (of its place)' })).toBeTruthy();
    expect(screen.getByText('0 activities chosen')).toBeTruthy();
  });

  it('refuses an empty form with "Please fill in all required fields"', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('needs an activity (or every business) and a validity', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Permit');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    // The activity search is where the focus goes, marked invalid.
    const search = screen.getByRole('combobox', { name: /^Add an activity/ });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Every business (of its place)' }));
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
      activities: ['software_it'],
      conditions: [],
      name_fr: '',
      description_fr: '',
      issuing_authority: '',
      issuing_authority_fr: '',
      source_url: '',
      confidence: null,
      source_checked_on: null,
      ...NO_DAY_FACTS,
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
      activities: ['software_it'],
      conditions: [],
      name_fr: '',
      description_fr: '',
      issuing_authority: '',
      issuing_authority_fr: '',
      source_url: '',
      confidence: null,
      source_checked_on: null,
      ...NO_DAY_FACTS,
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
    // No known term: each period's expiry is the date printed on the licence.
    await user.selectOptions(
      screen.getByLabelText('Renewal'),
      screen.getByRole('option', { name: 'Date printed on the licence (no set term)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[2]?.[0]).toMatchObject({ renewal_rule: { kind: 'printed' } });
  }, 20_000);

  it('sends the activities picked in either language, every business as null, and the conditions', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Liquor permit');
    await user.selectOptions(screen.getByLabelText(/^Level/), 'federal');
    await pickActivity(user, 'boîte de nuit', /^Bar, pub or nightclub/);
    await pickActivity(user, 'restaurant', /^Full-service restaurant/);
    // A chosen activity is not offered again; one can be removed.
    await user.type(screen.getByRole('combobox', { name: /^Add an activity/ }), 'nightclub');
    expect(screen.queryByRole('option', { name: /^Bar, pub or nightclub/ })).toBeNull();
    await user.clear(screen.getByRole('combobox', { name: /^Add an activity/ }));
    await pickActivity(user, 'software', /^Software \/ IT services/);
    expect(screen.getByText('3 activities chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Software / IT services' }));

    expect(screen.getByText('No condition: it applies whatever the answers.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+ Add a condition' }));
    await user.click(screen.getByRole('button', { name: '+ Add a condition' }));
    const questions = screen.getAllByLabelText('The question') as HTMLSelectElement[];
    await user.selectOptions(questions[0] as HTMLSelectElement, 'sells_alcohol');
    await user.selectOptions(questions[1] as HTMLSelectElement, 'incorporated');
    await user.selectOptions(screen.getAllByLabelText('Answer')[1] as HTMLSelectElement, 'no');
    // A question used by another condition cannot be chosen twice.
    const alcohol = within(questions[1] as HTMLSelectElement).getByRole('option', {
      name: 'Do you sell or serve alcohol?',
    }) as HTMLOptionElement;
    expect(alcohol.disabled).toBe(true);
    await user.type(screen.getByLabelText('Issuing authority in French'), ' Régie des alcools ');
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      activities: ['full_service_restaurant', 'bar_pub_nightclub'],
      conditions: [
        { key: 'sells_alcohol', when: true },
        { key: 'incorporated', when: false },
      ],
      issuing_authority_fr: 'Régie des alcools',
    });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('business_types');

    await user.click(
      screen.getByRole('button', { name: 'Remove the condition “Is the business incorporated?”' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Every business (of its place)' }));
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({
      activities: null,
      conditions: [{ key: 'sells_alcohol', when: true }],
    });
  }, 20_000);

  it('starts from the template being edited', () => {
    renderForm(
      {
        ...EMPTY_TEMPLATE_FORM,
        name: 'Patio permit',
        description: 'Summer only',
        level: 'provincial',
        applies_to: 'activities',
        activities: ['full_service_restaurant'],
        conditions: [{ key: 'sells_alcohol', when: 'yes' }],
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
    expect(screen.getByText('Full-service restaurant')).toBeTruthy();
    expect((screen.getByLabelText('The question') as HTMLSelectElement).value).toBe('sells_alcohol');
  });
});
