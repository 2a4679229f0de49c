// Many licences at once from an imported sheet (issue 18), inside the caller's transaction. Each row
// is the same licence body POST /licenses/ takes, stored by the same `prepareLicenseValues`; a row matches an
// existing licence by core's licenseMatcher (its id, else its number, else business + name + expiry),
// so a re-import creates nothing. New licences go in a few multi-row statements.
import { canEdit, type ImportedLicense, licenseMatcher, licenseMatchKey } from '@lt/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { checkLicenceCap } from '../businesses/caps';
import { listBusinesses } from '../businesses/service';
import * as repo from './repository';
import { type PrepareLookups, prepareLicenseValues } from './service';

export interface ImportRow {
  row: number;
  license: ImportedLicense;
}

export interface ImportOutcome {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'skip';
  reason?: string;
}

// drizzle builds a multi-row insert in time quadratic in its rows (500 rows: 0.4 s; 50: 5 ms).
const INSERT_CHUNK = 50;

/** The fields a row can change: equal on all of them, the licence is left as it is. */
const COMPARED = [
  'businessId',
  'templateId',
  'licenseName',
  'licenseNameFr',
  'licenseType',
  'level',
  'issuedDate',
  'expiryDate',
  'renewalRule',
  'expiryEstimated',
  'licenseNumber',
  'authority',
  'authorityFr',
  'sourceUrl',
  'reminderDays',
  'reminderEnabled',
  'notes',
  'isManuallyChanged',
] as const satisfies readonly (keyof repo.LicenseValues)[];

/** JSON with object keys sorted: a rule read back from jsonb has its keys in another order. */
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify(value, Object.keys(value).sort());
  }
  return JSON.stringify(value ?? null);
}

function unchanged(values: repo.LicenseValues, current: repo.LicenseRow): boolean {
  return COMPARED.every((key) => canonical(values[key]) === canonical(current[key]));
}

/**
 * A sheet in French names a licence made from a template by the template's French name and
 * authority (export.ts writes the reader's language): they read as the names stored, so reading an
 * export back changes nothing and the licence keeps both languages.
 */
function inStoredNames(license: ImportedLicense, current: repo.LicenseRow): ImportedLicense {
  const french = (given: string | null | undefined, fr: string | null) => fr !== null && given === fr;
  return {
    ...license,
    license_name: french(license.license_name, current.licenseNameFr)
      ? current.licenseName
      : license.license_name,
    authority: french(license.authority, current.authorityFr) ? current.authority : license.authority,
  };
}

/**
 * Stores the rows; a row whose values the licence rules refuse is skipped with the reason. Given a
 * workspace, only its businesses and licences take part (the caller's role there is checked before).
 */
export async function importLicenseRows(
  tx: Db,
  ownerId: string,
  rows: readonly ImportRow[],
  now: Date,
  workspaceId?: string,
): Promise<ImportOutcome[]> {
  const inScope = (id: string) => workspaceId === undefined || id === workspaceId;
  const lookups: PrepareLookups = {
    businesses: new Map(
      (await listBusinesses(tx, ownerId))
        .filter((v) => canEdit(v.role) && inScope(v.business.workspaceId))
        .map((v) => [v.business.id, v.business]),
    ),
    templatesById: new Map(),
    givenMayBeEstimate: true,
  };
  const existing = (await repo.listVisible(tx, ownerId)).filter(
    (o) => canEdit(o.role) && inScope(o.workspaceId),
  );
  const byId = new Map(existing.map((o) => [o.license.id, o.license]));
  // A French sheet names a template's licence by its French name (export.ts): it matches too.
  const match = licenseMatcher(
    existing.map(({ license: l }) => ({
      id: l.id,
      business_id: l.businessId,
      names: l.licenseNameFr === null ? [l.licenseName] : [l.licenseName, l.licenseNameFr],
      license_number: l.licenseNumber,
      expiry_date: l.expiryDate,
    })),
  );
  /** The first row that claimed each licence (existing id or new key). */
  const claimedBy = new Map<string, number>();
  const outcomes: ImportOutcome[] = [];
  const toInsert: repo.LicenseValues[] = [];

  for (const { row, license: given } of rows) {
    const key = licenseMatchKey(given);
    const matched = match(given);
    const current = matched === undefined ? undefined : byId.get(matched);
    const license = current ? inStoredNames(given, current) : given;
    const claim = current ? current.id : key;
    const earlier = claimedBy.get(claim);
    if (earlier !== undefined) {
      outcomes.push({ row, action: 'skip', reason: `Same licence as row ${earlier}` });
      continue;
    }
    claimedBy.set(claim, row);
    let values: repo.LicenseValues;
    try {
      ({ values } = await prepareLicenseValues(tx, ownerId, license, now, current, lookups));
    } catch (error) {
      // The licence rules' own refusals (a rule `none` with an expiry date, a `printed` one without,
      // a date past 9999) are this row's problem; anything else is a failure of the import and travels on.
      if (error instanceof AppError && error.statusCode === 400) {
        outcomes.push({ row, action: 'skip', reason: error.detail });
        continue;
      }
      throw error;
    }
    if (!current) {
      toInsert.push(values);
      outcomes.push({ row, action: 'create' });
      continue;
    }
    // An exported date that is still the estimated one stays an estimate: the sheet said nothing new.
    if (current.expiryEstimated && values.expiryDate === current.expiryDate) values.expiryEstimated = true;
    if (unchanged(values, current)) {
      outcomes.push({ row, action: 'unchanged' });
      continue;
    }
    const updated = await repo.update(tx, current.id, values);
    await repo.syncCurrentPeriod(tx, updated);
    outcomes.push({ row, action: 'update' });
  }
  // The whole import fails (422) rather than half of it landing under the cap (issue 31).
  await checkLicenceCap(
    tx,
    toInsert.map((v) => v.businessId),
  );
  for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
    const inserted = await repo.insertMany(tx, toInsert.slice(i, i + INSERT_CHUNK));
    await repo.insertCurrentPeriods(tx, inserted);
  }
  return outcomes;
}
