// Issue 28: the municipal note of step 4 says "Not verified" where the municipality's rules were not
// verified, and then does not claim that no municipal licence applies.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { StepLicenses } from './step-licenses';
import { templates } from './wizard-fixtures';

const note = (kind: 'unverified' | 'no_general_licence', text: string) =>
  renderApp(
    <StepLicenses
      templates={{ ...templates, municipal: [], municipal_note: { kind, text, text_fr: `${text} (fr)` } }}
      place={{ activity: 'full_service_restaurant', city: 'Welland', province: 'ON' }}
      selected={[]}
      answers={{}}
      onAnswer={() => {}}
      onToggle={() => {}}
    />,
  );

describe('the municipal note of step 4', () => {
  it('marks an unverified municipality "Not verified" and does not say "None"', () => {
    note('unverified', 'We have not verified the business licence rules in Welland yet.');
    const shown = screen.getByTestId('municipal-note');
    expect(shown.textContent).toBe(
      'Not verified: We have not verified the business licence rules in Welland yet.',
    );
    const municipal = shown.closest('fieldset')!;
    expect(within(municipal).queryByText('None for your activity and location.')).toBeNull();
  });

  it('shows a no-general-licence note as it is, with "None" when nothing applies', () => {
    note('no_general_licence', 'Halifax issues no general business licence.');
    const shown = screen.getByTestId('municipal-note');
    expect(shown.textContent).toBe('Halifax issues no general business licence.');
    expect(within(shown.closest('fieldset')!).getByText('None for your activity and location.')).toBeTruthy();
  });
});
