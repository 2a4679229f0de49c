// The import dialog keeps every mapping choice (issue 30): two changes made while a preview is on
// its way both stay, and the answer to an older preview never overwrites a newer one.
import type { ImportSummary } from '@lt/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { ImportDialog } from './import-dialog';

const summary = (mapping: ImportSummary['mapping']): ImportSummary => ({
  dry_run: true,
  written: false,
  headers: ['Client', 'Licence/Permit', 'Licence #', 'Remarks'],
  header_row: 1,
  top_rows: [['Client', 'Licence/Permit', 'Licence #', 'Remarks']],
  new_businesses: [],
  mapping,
  rows: 1,
  created: 1,
  updated: 0,
  unchanged: 0,
  skipped: [],
  preview: [],
});

describe('ImportDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps two mapping changes made before the previews answer, and shows the latest answer', async () => {
    const sent: (string | null)[] = [];
    const pending: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (String(input).includes('/workspaces/')) return Response.json([]);
        const form = init?.body instanceof FormData ? init.body : new FormData();
        const mapping = form.get('mapping') as string | null;
        sent.push(mapping);
        const body = summary(mapping ? JSON.parse(mapping) : { business: 0, license_name: 1 });
        // Every preview waits until the test lets it answer, the first one last.
        await new Promise<void>((resolve) => pending.push(resolve));
        return Response.json(body);
      }),
    );
    renderWithQueries(<ImportDialog onClose={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Spreadsheet file'), new File(['x'], 'register.csv'));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()!();
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Licence name').value).toBe('1'));

    await userEvent.selectOptions(screen.getByLabelText('Licence number'), 'Licence #');
    await userEvent.selectOptions(screen.getByLabelText('Notes'), 'Remarks');
    await waitFor(() => expect(pending).toHaveLength(2));
    pending.pop()!(); // the newer answers first…
    pending.pop()!(); // …then the older one, which is dropped
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(JSON.parse(sent[2]!)).toEqual({ business: 0, license_name: 1, license_number: 2, notes: 3 });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Notes').value).toBe('3'));
    expect(screen.getByLabelText<HTMLSelectElement>('Licence number').value).toBe('2');
  });
});
