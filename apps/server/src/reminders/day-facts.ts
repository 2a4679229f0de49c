import { inReaderLanguage, type Language } from '@lt/core';
import { licenseTemplates } from '../db/schema';

/**
 * The chosen template's facts of the day (decision 044), as the delivery statements select them: a
 * left join on the licence's template, in the same statement as the rest of the batch's contexts
 * (never a query per licence). A licence typed by hand joins no template: every column is null.
 */
export const dayFactColumns = {
  fee: licenseTemplates.fee,
  feeFr: licenseTemplates.feeFr,
  latePenalty: licenseTemplates.latePenalty,
  latePenaltyFr: licenseTemplates.latePenaltyFr,
  howToRenew: licenseTemplates.howToRenew,
  howToRenewFr: licenseTemplates.howToRenewFr,
  renewalUrl: licenseTemplates.renewalUrl,
  templateSourceUrl: licenseTemplates.sourceUrl,
};

export type DayFactColumns = { [K in keyof typeof dayFactColumns]: string | null };

/** What a reminder e-mail adds, in the reader's language; null when the template states nothing. */
export interface DayFacts {
  fee: string | null;
  latePenalty: string | null;
  howToRenew: string | null;
  /** The renewal page, else the template's source (the page the renewal starts from). */
  renewalPage: string | null;
}

export function dayFactsIn(row: DayFactColumns, language: Language): DayFacts | null {
  const fee = pick(row.fee, row.feeFr, language);
  const latePenalty = pick(row.latePenalty, row.latePenaltyFr, language);
  const howToRenew = pick(row.howToRenew, row.howToRenewFr, language);
  if (!fee && !latePenalty && !howToRenew && !row.renewalUrl) return null;
  return { fee, latePenalty, howToRenew, renewalPage: row.renewalUrl ?? row.templateSourceUrl };
}

const pick = (english: string | null, french: string | null, language: Language) =>
  english === null ? null : inReaderLanguage(english, french, language);
