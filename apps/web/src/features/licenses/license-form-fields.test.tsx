import { act, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../../test/licenses';
import { i18n } from '../../lib/i18n';
import { LicenseFormFields } from './license-form-fields';
import { licenseFormReducer } from './license-form-reducer';
import { newLicenseForm } from './license-form-state';

function Form() {
  const [state, dispatch] = useReducer(licenseFormReducer, newLicenseForm('2026-03-15', [business]));
  return (
    <LicenseFormFields
      state={state}
      dispatch={dispatch}
      businesses={[business]}
      onCalculate={vi.fn()}
      calculating={false}
    />
  );
}

const ruleSelect = () => screen.getByRole('combobox', { name: /How it renews|Mode de renouvellement/ });

describe('the licence form’s renewal rule (issue 27)', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('says a licence typed with only an issue date takes 12 months, until a rule is chosen', () => {
    render(<Form />);
    expect(
      screen.getByText('No renewal rule given: the expiry is 12 months after the issue date.'),
    ).toBeTruthy();
    fireEvent.change(ruleSelect(), { target: { value: 'fixed_date' } });
    expect(screen.queryByText(/No renewal rule given/)).toBeNull();
  });

  it('offers the date printed on the licence, which makes the expiry required and calculates nothing', () => {
    render(<Form />);
    const printed = screen.getByRole('option', { name: 'Date printed on the licence (no set term)' });
    expect(printed).toBeTruthy();
    fireEvent.change(ruleSelect(), { target: { value: 'printed' } });
    const expiry = screen.getByLabelText(/Expiry/) as HTMLInputElement;
    expect(expiry.required).toBe(true);
    expect(expiry.disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Calculate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Enter the expiry date printed on the licence: its term is not known.'),
    ).toBeTruthy();
  });

  it('says the same in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<Form />);
    expect(
      screen.getByText(
        'Aucune règle de renouvellement : l’expiration tombe 12 mois après la date de délivrance.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'Date inscrite sur le permis (aucune durée fixe)' }),
    ).toBeTruthy();
  });
});
