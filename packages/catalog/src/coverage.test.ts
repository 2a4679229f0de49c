// Issue 28: the coverage report (scripts/coverage.ts) names a template or a reason for every
// jurisdiction and duty, so a duty dropped from the catalogue shows as a gap with no reason.
import { PROVINCE_CODES } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { coverage, dutyMatrix } from '../scripts/coverage';
import { licenseTemplates } from './templates';

describe('coverage report', () => {
  const matrix = dutyMatrix(licenseTemplates());

  it('has a row for every province and territory and federally, each cell a template or a reason', () => {
    expect(matrix.map((r) => r.jurisdiction).sort()).toEqual(['federal', ...PROVINCE_CODES].sort());
    for (const { jurisdiction, cells } of matrix)
      for (const [duty, value] of Object.entries(cells))
        expect(value, `${jurisdiction} × ${duty}`).not.toBe('none (no reason recorded)');
  });

  it('places the employer health taxes: Ontario, BC, Manitoba and Québec’s Health Services Fund', () => {
    const healthTax = (row: string) => matrix.find((r) => r.jurisdiction === row)?.cells.health_tax;
    expect(healthTax('ON')).toEqual(['provincial-on-employer-health-tax-eht-registration-and-annual-return']);
    expect(healthTax('BC')).toEqual(['provincial-bc-employer-health-tax-registration-and-annual-return']);
    expect(healthTax('MB')).toEqual(['provincial-mb-health-and-post-secondary-education-tax-levy-he-levy']);
    expect(healthTax('QC')).toHaveLength(1);
    expect(healthTax('NL')).toMatch(/^none \(HAPSET left out/);
  });

  it('carries WCB Nova Scotia’s monthly payroll report on its registration; unsourced returns stay gaps', () => {
    const row = (j: string) => matrix.find((r) => r.jurisdiction === j)?.cells;
    expect(row('NS')?.payroll_filing).toEqual(['provincial-ns-wcb-nova-scotia-employer-registration']);
    for (const j of ['SK', 'MB', 'PE', 'YT', 'NU'])
      expect(row(j)?.annual_return, j).toMatch(/^none \(no official source states its date rule/);
  });

  it('counts every template once by level, source kind and renewal kind', () => {
    const c = coverage(licenseTemplates());
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(c.byLevel)).toBe(c.templates);
    expect(sum(c.sources)).toBe(c.templates);
    expect(sum(c.renewalKinds)).toBe(c.templates);
    expect(c.checkedDates + c.noCheckedDate).toBe(c.templates);
  });
});
