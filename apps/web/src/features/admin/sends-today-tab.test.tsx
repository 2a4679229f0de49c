import type { AdminDailySends } from '@lt/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/admin';
import { setLanguage } from '../../lib/i18n';
import { SendsTodayTab } from './sends-today-tab';

const row = (i: number, extra: Partial<AdminDailySends> = {}): AdminDailySends => ({
  user_id: `u${i}`,
  email: `u${i}@example.ca`,
  channel: 'email',
  sent: 1,
  refused: 0,
  ...extra,
});

function sendsApi(total: number) {
  return stubApi((_method, path) => {
    if (!path.startsWith('/admin/sends-today')) return undefined;
    const offset = Number(new URL(path, 'http://x').searchParams.get('offset'));
    const rows =
      offset === 0
        ? [row(1, { channel: 'sms', sent: 1250, refused: 7 }), row(2, { email: null, sent: 3 })]
        : [row(51, { sent: 1 })];
    return { body: total === 0 ? [] : rows, headers: { 'X-Total-Count': String(total) } };
  });
}

describe('SendsTodayTab', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    vi.unstubAllGlobals();
  });

  it("lists each account's sends and refusals today, busiest first, paged on the server", async () => {
    const api = sendsApi(51);
    renderWithQueries(<SendsTodayTab />);
    const table = await screen.findByRole('table', { name: 'Messages sent today' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'AccountChannelSentRefused by the cap',
      'u1@example.caSMS1,2507',
      'Deleted accountEmail30',
    ]);
    expect(api.paths()).toEqual(['GET /admin/sends-today?limit=50&offset=0']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('u51@example.ca')).toBeTruthy();
    expect(api.paths()).toContain('GET /admin/sends-today?limit=50&offset=50');
  });

  it('says when nothing was sent today', async () => {
    sendsApi(0);
    renderWithQueries(<SendsTodayTab />);
    expect(await screen.findByText('No messages sent today.')).toBeTruthy();
  });

  it('speaks French, with French numbers', async () => {
    await act(() => setLanguage('fr'));
    sendsApi(51);
    renderWithQueries(<SendsTodayTab />);
    const table = await screen.findByRole('table', { name: 'Messages envoyés aujourd’hui' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows[0]).toBe('CompteCanalEnvoyésRefusés par le plafond');
    expect(rows[1]).toBe('u1@example.caTexto1 2507');
    expect(rows[2]).toBe('Compte suppriméCourriel30');
  });
});
