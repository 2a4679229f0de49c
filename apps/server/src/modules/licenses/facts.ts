import type { LicenseFacts } from '@lt/core';
import type { Db } from '../../db/client';
import { findById, type TemplateRow, toTemplate } from '../templates/service';
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
  if (!row) {
    return {
      license_id: licenseId,
      template_id: null,
      fee: null,
      fee_fr: null,
      late_penalty: null,
      late_penalty_fr: null,
      how_to_renew: null,
      how_to_renew_fr: null,
      renewal_url: null,
      source_url: null,
      source_checked_on: null,
      confidence: null,
      source_official: null,
    };
  }
  const t = toTemplate(row);
  return {
    license_id: licenseId,
    template_id: t.id,
    fee: row.fee,
    fee_fr: row.feeFr,
    late_penalty: row.latePenalty,
    late_penalty_fr: row.latePenaltyFr,
    how_to_renew: row.howToRenew,
    how_to_renew_fr: row.howToRenewFr,
    renewal_url: row.renewalUrl,
    source_url: t.source_url,
    source_checked_on: t.source_checked_on,
    confidence: t.confidence,
    source_official: row.sourceKind === null ? null : row.sourceKind === 'official',
  };
}
