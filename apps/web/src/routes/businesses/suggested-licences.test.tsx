import type { Business, OnboardingTemplate } from '@lt/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { business } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { setLanguage } from '../../lib/i18n';
import { SuggestedLicences } from './suggested-licences';

const template = (overrides: Partial<OnboardingTemplate>): OnboardingTemplate => ({
  id: 't-1',
  name: 'Liquor licence',
  name_fr: 'Permis d’alcool',
  level: 'provincial',
  business_types: ['Restaurant'],
  activities: ['full_service_restaurant'],
  province: 'ON',
  city: null,
  default_validity_months: 12,
  renewal_rule: { kind: 'term', months: 24 },
  description: null,
  description_fr: null,
  issuing_authority: 'Alcohol and Gaming Commission of Ontario',
  issuing_authority_fr: 'Commission des alcools et des jeux de l’Ontario',
  source_url: 'https://www.agco.ca',
  conditions: [{ key: 'sells_alcohol', when: true }],
  source_checked_on: null,
  confidence: null,
  applies: null,
  question: 'sells_alcohol',
  ...overrides,
});

const employer = template({
  id: 't-2',
  name: 'Workplace safety insurance registration',
  name_fr: null,
  issuing_authority: 'WSIB',
  issuing_authority_fr: null,
  activities: null,
  conditions: [{ key: 'has_employees', when: true }],
  applies: true,
  question: null,
});

function show(shown: Business = business) {
  fakeApi({
    [`GET /businesses/${shown.id}/suggestions/`]: {
      business_id: shown.id,
      federal: [],
      provincial: [template({}), employer],
      municipal: [],
    },
  });
  renderApp(<SuggestedLicences business={shown} today="2026-11-27" canEdit />);
}

const printedOne = template({
  id: 't-3',
  name: 'Eating establishment licence',
  name_fr: 'Permis d’établissement de restauration',
  level: 'municipal',
  renewal_rule: { kind: 'printed' },
  conditions: [],
  applies: true,
  question: null,
});

describe('SuggestedLicences (issue 27)', () => {
  afterEach(async () => {
    await setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('names the activity, and shows the question a suggestion waits on', async () => {
    show();
    expect(await screen.findByText('Liquor licence')).toBeTruthy();
    expect(
      screen.getByText(
        'From our catalogue, for “Full-service restaurant” in Toronto, Ontario: licenses it may need and does not have yet.',
      ),
    ).toBeTruthy();
    const liquor = screen.getByText('Liquor licence').closest('li') as HTMLElement;
    expect(within(liquor).getByText('Only if: Do you sell or serve alcohol?')).toBeTruthy();
    expect(within(liquor).getByText('Issued by Alcohol and Gaming Commission of Ontario')).toBeTruthy();
    // One that applies waits on nothing.
    const safety = screen.getByText('Workplace safety insurance registration').closest('li') as HTMLElement;
    expect(within(safety).queryByText(/^Only if/)).toBeNull();
    expect(screen.queryByTestId('no-activity')).toBeNull();
  });

  it('reads in French: names, authorities and questions, English only where no French exists', async () => {
    await setLanguage('fr');
    show();
    expect(await screen.findByText('Permis d’alcool')).toBeTruthy();
    const liquor = screen.getByText('Permis d’alcool').closest('li') as HTMLElement;
    expect(within(liquor).getByText(/Commission des alcools et des jeux de l’Ontario/)).toBeTruthy();
    expect(within(liquor).getByText(/Vendez-vous ou servez-vous de l’alcool\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter Permis d’alcool' })).toBeTruthy();
    expect(screen.getByText(/Restaurant à service complet/)).toBeTruthy();
    expect(screen.getByText('Workplace safety insurance registration')).toBeTruthy();
  });

  it('adds in a click, or with the expiry date printed on a licence whose term is not known', async () => {
    const api = fakeApi({
      'POST /licenses/': { id: 'l-new' },
      [`GET /businesses/${business.id}/suggestions/`]: {
        business_id: business.id,
        federal: [],
        provincial: [employer],
        municipal: [printedOne],
      },
    });
    renderApp(<SuggestedLicences business={business} today="2026-11-27" canEdit />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add Workplace safety insurance registration' }),
    );
    expect(await screen.findByText('Workplace safety insurance registration added')).toBeTruthy();
    expect(api.to('POST', '/licenses/')[0]?.body).toMatchObject({
      template_id: 't-2',
      issued_date: '2026-11-27',
      renewal_rule: { kind: 'term', months: 24 },
    });
    expect(api.to('POST', '/licenses/')[0]?.body).not.toHaveProperty('expiry_date');

    // No known term: the date printed on it is asked first, and needed.
    await user.click(screen.getByRole('button', { name: 'Add Eating establishment licence' }));
    expect(api.to('POST', '/licenses/')).toHaveLength(1);
    const date = screen.getByLabelText(/^Expiry date printed on Eating establishment licence/);
    expect(
      screen.getByText('Enter the expiry date printed on the licence — its term is not known.'),
    ).toBeTruthy();
    const item = date.closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Add' }));
    expect(within(item).getByText('Please enter the expiry date printed on the license')).toBeTruthy();
    expect(api.to('POST', '/licenses/')).toHaveLength(1);
    fireEvent.input(date, { target: { value: '2027-04-30' } });
    await user.click(within(item).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Eating establishment licence added')).toBeTruthy();
    expect(api.to('POST', '/licenses/')[1]?.body).toMatchObject({
      template_id: 't-3',
      expiry_date: '2027-04-30',
      renewal_rule: { kind: 'printed' },
    });
  });

  it('lets an editor answer the question a suggestion waits on, and the suggestions follow it', async () => {
    let answered = false;
    const api = fakeApi({
      [`PUT /businesses/${business.id}/`]: () => {
        answered = true;
        return { body: { ...business, answers: { sells_alcohol: true } } };
      },
      // Once answered, the server offers the liquor licence as applying.
      [`GET /businesses/${business.id}/suggestions/`]: () => ({
        body: {
          business_id: business.id,
          federal: [],
          provincial: [answered ? template({ applies: true, question: null }) : template({})],
          municipal: [],
        },
      }),
    });
    renderApp(<SuggestedLicences business={business} today="2026-11-27" canEdit />);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Answer: Do you sell or serve alcohol?' });
    await user.click(within(group).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Answer saved. The suggestions follow it.')).toBeTruthy();
    expect(api.to('PUT', `/businesses/${business.id}/`)[0]?.body).toEqual({
      answers: { sells_alcohol: true },
    });
    const liquor = (await screen.findByText('Liquor licence')).closest('li') as HTMLElement;
    await vi.waitFor(() => expect(within(liquor).queryByText(/^Only if/)).toBeNull());
  });

  it('shows a viewer the question without the buttons to answer it', async () => {
    fakeApi({
      [`GET /businesses/${business.id}/suggestions/`]: {
        business_id: business.id,
        federal: [],
        provincial: [template({})],
        municipal: [],
      },
    });
    renderApp(<SuggestedLicences business={business} today="2026-11-27" canEdit={false} />);
    expect(await screen.findByText('Only if: Do you sell or serve alcohol?')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Answer:/ })).toBeNull();
  });

  it('asks a business stored before activities to say what it does', async () => {
    show({ ...business, activity: null });
    expect(await screen.findByText('Liquor licence')).toBeTruthy();
    expect(screen.getByTestId('no-activity').textContent).toMatch(
      /say what it does to get the right licenses/,
    );
  });
});
