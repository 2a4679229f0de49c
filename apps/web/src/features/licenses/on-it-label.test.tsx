import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { makeLicense } from '../../../test/licenses';
import { i18n } from '../../lib/i18n';
import { LicenseTable } from './license-table';

const noop = () => {};
/** The licence table with these rows, as the licence page shows one page of it. */
function table(licenses: ReturnType<typeof makeLicense>[]) {
  return renderWithQueries(
    <LicenseTable
      licenses={licenses}
      sort={{ key: 'expiry_date', direction: 'asc' }}
      onSort={noop}
      onEdit={noop}
      onDelete={noop}
      onRenew={noop}
      onHistory={noop}
      deletingId={null}
    />,
  );
}
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('"On it" on a licence row (issue 30)', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says who is on it and since when, in either language; nothing when nobody is', async () => {
    // 15:30 UTC is the afternoon of Nov 27 in every Canadian time zone.
    const at = '2026-11-27T15:30:00Z';
    table([
      makeLicense({ license_name: 'Patio permit', on_it: { by_name: 'Marie', at } }),
      makeLicense({ license_name: 'Liquor licence', on_it: { by_name: null, at } }),
      makeLicense({ license_name: 'Sign permit' }),
    ]);
    expect(within(rowOf('Patio permit')).getByText('On it — Marie, Nov 27')).toBeTruthy();
    expect(within(rowOf('Liquor licence')).getByText('Someone’s on it — Nov 27')).toBeTruthy();
    expect(within(rowOf('Sign permit')).queryByText(/on it/i)).toBeNull();

    await act(() => i18n.changeLanguage('fr'));
    expect(within(rowOf('Patio permit')).getByText('S’en occupe — Marie, 27 nov.')).toBeTruthy();
    expect(within(rowOf('Liquor licence')).getByText('Quelqu’un s’en occupe — 27 nov.')).toBeTruthy();
  });
});
