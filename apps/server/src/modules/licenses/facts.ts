import type { LicenseFacts } from '@lt/core';
import type { Db } from '../../db/client';
import { dayFactsOf, findById, type TemplateRow, toTemplate } from '../templates/service';
import { getLicense } from './service';

/**
 * GET /licenses/{id}/facts/ (decision 044): the chosen template's facts of the day, or nulls for a
 * licence typed by hand (decision 042: nothing is borrowed from a template the user did not choose).
 * Reached like every licence: another user's id is a 404.
 */
export async function licenseFacts(db: Db, userId: string, id: string): Promise<LicenseFacts> {
  const { license } = await getLicense(db, userId, id);
  const template = license.templateId ? await findById(db, license.templateId) : undefined;
  return factsOf(license.id, template);
}

export function factsOf(licenseId: string, row: TemplateRow | undefined): LicenseFacts {
  const template = row ? toTemplate(row) : undefined;
  return {
    license_id: licenseId,
    template_id: template?.id ?? null,
    ...dayFactsOf(row),
    source_url: template?.source_url ?? null,
    source_checked_on: template?.source_checked_on ?? null,
    confidence: template?.confidence ?? null,
    source_official: !row || row.sourceKind === null ? null : row.sourceKind === 'official',
  };
}
