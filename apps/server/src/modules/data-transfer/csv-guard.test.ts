import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { csvCells, guardCsv } from './csv-guard';

describe('csvCells', () => {
  it('counts cells by the header line’s separator, quotes respected, blank lines not', () => {
    expect(csvCells(Buffer.from('a,b,c\r\n1,2,3\r\n\r\n4,,\r\n'))).toBe(9);
    // ";" wins on the header line; the commas of "1,5" are text.
    expect(csvCells(Buffer.from('\uFEFFNom;Montant\n"Permis; a ""b""";1,5\nx;2'))).toBe(6);
    expect(csvCells(Buffer.from('only'))).toBe(1);
    expect(csvCells(Buffer.from(''))).toBe(0);
  });

  it('refuses one line of a million separators with 413 before parsing', () => {
    const line = Buffer.from(`Licence name${','.repeat(1_000_000)}`);
    expect(() => guardCsv(line, 300_000)).toThrow(AppError);
    try {
      guardCsv(line, 300_000);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(413);
      expect((error as AppError).detail).toBe('The file has more than 300,000 cells; import it in parts.');
    }
  });
});
