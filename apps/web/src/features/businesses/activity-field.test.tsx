import type { Activity } from '@lt/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { setLanguage } from '../../lib/i18n';
import { ActivityField } from './activity-field';

/** The field as a form holds it: the chosen key, cleared when the text is changed. */
function Harness({ initial = '', businessType }: { initial?: string; businessType?: string }) {
  const [activity, setActivity] = useState(initial);
  return (
    <ActivityField
      activity={activity}
      businessType={businessType}
      onChange={(chosen: Activity | null) => setActivity(chosen?.key ?? '')}
    />
  );
}

const combobox = () => screen.getByRole('combobox') as HTMLInputElement;

describe('ActivityField', () => {
  afterEach(async () => {
    await setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('finds Child care centre from "garderie", with its French name as a hint, and picks it with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithQueries(<Harness />);
    await user.type(combobox(), 'garderie');
    const listbox = screen.getByRole('listbox', { name: 'Activities' });
    const first = within(listbox).getAllByRole('option')[0];
    expect(first?.textContent).toBe('Child care centre / daycare Centre de la petite enfance / garderie');
    expect(first?.querySelector('[lang="fr"]')?.textContent).toBe('Centre de la petite enfance / garderie');
    expect(screen.getByRole('status').textContent).toMatch(/activit(y|ies)\. Use the arrow keys to choose\./);
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first?.id);
    await user.keyboard('{Enter}');
    expect(combobox().value).toBe('Child care centre / daycare');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Business type: Other')).toBeTruthy();
  });

  it('says when nothing matches, and Escape closes the list', async () => {
    const user = userEvent.setup();
    renderWithQueries(<Harness />);
    await user.type(combobox(), 'xylophone');
    expect(screen.getByRole('status').textContent).toBe(
      'No activity matches “xylophone”. Try another word, or pick the closest one.',
    );
    await user.clear(combobox());
    await user.type(combobox(), 'bak');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('reads in French for a French reader, English name as the hint, and finds English words too', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    renderWithQueries(<Harness />);
    expect(screen.getByRole('combobox', { name: /^Ce que fait l’entreprise/ })).toBeTruthy();
    await user.type(combobox(), 'daycare');
    const first = within(screen.getByRole('listbox', { name: 'Activités' })).getByRole('option', {
      name: /^Centre de la petite enfance/,
    });
    expect(first.textContent).toBe('Centre de la petite enfance / garderie Child care centre / daycare');
    expect(first.querySelector('[lang="en"]')?.textContent).toBe('Child care centre / daycare');
    await user.click(first);
    expect(combobox().value).toBe('Centre de la petite enfance / garderie');
    expect(screen.getByText('Type d’entreprise : Autre')).toBeTruthy();
  });

  it('shows the chosen activity in the language of the moment', async () => {
    renderWithQueries(<Harness initial="full_service_restaurant" />);
    expect(combobox().value).toBe('Full-service restaurant');
    await setLanguage('fr');
    expect(await screen.findByDisplayValue('Restaurant à service complet')).toBeTruthy();
    expect(screen.getByText('Type d’entreprise : Restauration')).toBeTruthy();
  });

  it('shows the type of a business stored before activities and asks what it does', () => {
    renderWithQueries(<Harness businessType="Retail" />);
    expect(combobox().value).toBe('');
    expect(
      screen.getByText('Business type: Retail Say what it does to get the right licences.'),
    ).toBeTruthy();
  });
});
