// What the user chose in the import dialog (issue 30): the header line, the column of each field,
// and where new businesses go. One reducer, so two changes a second apart both stay: each action
// starts from the state as it is, never from a preview that was current when a handler was made.
import type { ImportField, ImportMapping } from '@lt/core';

export interface ImportSettings {
  /** The 1-based header line; undefined: the server finds it. */
  headerRow?: number;
  /** undefined until the first preview: the server guesses it; then the user's, change by change. */
  mapping?: ImportMapping;
  /** True once the user changed a column: the mapping is sent, no longer guessed. */
  mapped: boolean;
  province: string;
  city: string;
}

export type ImportSettingsAction =
  | { type: 'reset' }
  | { type: 'headerRow'; row: number }
  | { type: 'guessed'; mapping: ImportMapping }
  | { type: 'map'; field: ImportField; column: number | null }
  | { type: 'place'; province?: string; city?: string };

export const initialImportSettings: ImportSettings = { mapped: false, province: '', city: '' };

export function importSettingsReducer(state: ImportSettings, action: ImportSettingsAction): ImportSettings {
  switch (action.type) {
    case 'reset':
      return initialImportSettings;
    case 'headerRow':
      // Other headers, other columns: the server guesses the mapping again.
      return { ...state, headerRow: action.row, mapping: undefined, mapped: false };
    case 'guessed':
      return state.mapping ? state : { ...state, mapping: action.mapping };
    case 'map': {
      const mapping: ImportMapping = { ...state.mapping };
      // A column holds one field: the field that had it before gives it up.
      for (const [field, column] of Object.entries(mapping)) {
        if (column === action.column) delete mapping[field as ImportField];
      }
      if (action.column === null) delete mapping[action.field];
      else mapping[action.field] = action.column;
      return { ...state, mapping, mapped: true };
    }
    case 'place':
      return {
        ...state,
        province: action.province ?? state.province,
        city: action.city ?? state.city,
      };
  }
}
