import { translateDetail } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { initialImportSettings, importSettingsReducer as reduce } from './import-settings';
import { skippedRowsCsv } from './skipped-rows';

describe('the import dialog’s choices', () => {
  it('keeps two mapping changes made before any preview answers', () => {
    let state = reduce(initialImportSettings, { type: 'guessed', mapping: { license_name: 2, business: 0 } });
    state = reduce(state, { type: 'map', field: 'license_number', column: 2 });
    state = reduce(state, { type: 'map', field: 'license_name', column: 1 });
    expect(state.mapping).toEqual({ business: 0, license_number: 2, license_name: 1 });
    // A late guess does not undo the user's choices; a new header line asks for a new guess.
    expect(reduce(state, { type: 'guessed', mapping: {} }).mapping).toBe(state.mapping);
    expect(reduce(state, { type: 'headerRow', row: 3 })).toMatchObject({ headerRow: 3, mapping: undefined });
    expect(reduce(state, { type: 'map', field: 'business', column: null }).mapping).toEqual({
      license_number: 2,
      license_name: 1,
    });
  });
});

describe('the skipped rows file', () => {
  it('has the sheet’s headers, the cells as they were and the reasons in the reader’s language', () => {
    const csv = skippedRowsCsv(
      {
        headers: ['Client', 'Licence/Permit', 'Issued'],
        skipped: [
          {
            row: 9,
            reason: '',
            problems: ['Bad issue date "someday" (use YYYY-MM-DD)', 'Licence name is missing'],
            cells: ['Lakeside, "the" bakery', '', 'someday'],
          },
        ],
      },
      'Problème',
      (p) => translateDetail(p, 'fr'),
    );
    expect(csv).toBe(
      'Client,Licence/Permit,Issued,Problème\r\n' +
        '"Lakeside, ""the"" bakery",,someday,Date de délivrance invalide « someday » (AAAA-MM-JJ); Le nom du permis est manquant\r\n',
    );
  });
});
