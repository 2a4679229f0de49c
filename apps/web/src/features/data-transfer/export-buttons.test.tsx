import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { fakeApi } from '../../../test/fake-api';
import { i18n } from '../../lib/i18n';
import { ExportButtons } from './export-buttons';

const FILTERS = { q: 'patio', workspace_id: 'w1', status: 'expired', sort: 'license_name', order: 'desc' };

describe('ExportButtons', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the download hands the file to one.
    URL.createObjectURL = vi.fn(() => 'blob:licences');
    URL.revokeObjectURL = vi.fn();
    // …and cannot follow the link that saves it.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks the server for the list’s search, filters and sort, and says only the matches go out', async () => {
    const api = fakeApi({ 'GET /licenses/export.csv': 'ID,Business' });
    renderWithQueries(<ExportButtons filters={FILTERS} narrowed matching={3} />);
    expect(
      screen.getByText('The export holds the 3 licences that match the search and filters.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Export matches as CSV' }));
    await waitFor(() => expect(api.to('GET', '/licenses/export.csv')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET', '/licenses/export.csv')[0]!.query)).toEqual({
      ...FILTERS,
      lang: 'en',
    });
  });

  it('without a search or filter, plain labels and no hint', () => {
    renderWithQueries(
      <ExportButtons filters={{ sort: 'expiry_date', order: 'asc' }} narrowed={false} matching={40} />,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeTruthy();
    expect(screen.queryByText(/match/)).toBeNull();
  });

  it('speaks French, headers included', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const api = fakeApi({ 'GET /licenses/export.xlsx': 'x' });
    renderWithQueries(<ExportButtons filters={{ level: 'federal' }} narrowed matching={1} />);
    expect(
      screen.getByText('L’exportation contient le 1 permis qui correspond à la recherche et aux filtres.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter les résultats en Excel' }));
    await waitFor(() => expect(api.to('GET', '/licenses/export.xlsx')).toHaveLength(1));
    expect(api.to('GET', '/licenses/export.xlsx')[0]!.query.toString()).toBe('level=federal&lang=fr');
  });

  it('says when nothing matches', () => {
    renderWithQueries(<ExportButtons filters={{ q: 'zzz' }} narrowed matching={0} />);
    expect(
      screen.getByText('No licence matches the search and filters: the export holds the headers only.'),
    ).toBeTruthy();
  });
});
