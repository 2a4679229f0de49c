import { type Language, languageOfTag } from './language';

/**
 * A licence's name and authority in the reader's language (issue 27). A licence made from a
 * template keeps the template's names in both languages (`license_name_fr`, `authority_fr`); one
 * typed by hand has only what the user typed, which reads the same in both. So: the French text when
 * the reader reads French and there is one, else the text as stored. Every place a person reads a
 * licence (screens, e-mails, SMS, chat, calendar, exports) goes through here, so none can disagree.
 *
 * `language` is a `Language` or any language tag (`fr-CA`, i18next's `i18n.language`).
 */
export function inReaderLanguage<T extends string | null>(
  stored: T,
  french: string | null | undefined,
  language: Language | string | null | undefined,
): T | string {
  return languageOfTag(language) === 'fr' && french?.trim() ? french : stored;
}

export interface NamedLicence {
  license_name: string;
  license_name_fr?: string | null;
}

export interface AuthorisedLicence {
  authority: string | null;
  authority_fr?: string | null;
}

export function licenceNameIn(licence: NamedLicence, language: Language | string | null | undefined): string {
  return inReaderLanguage(licence.license_name, licence.license_name_fr, language);
}

/** Who issues the licence, in the reader's language; null when the licence does not say. */
export function authorityIn(
  licence: AuthorisedLicence,
  language: Language | string | null | undefined,
): string | null {
  // No authority as stored means none was given (or it was cleared): a French one alone is not shown.
  if (licence.authority === null) return null;
  return inReaderLanguage(licence.authority, licence.authority_fr, language);
}

/** A catalogue template's name, by the same rule (its `name_fr`). */
export function templateNameIn(
  template: { name: string; name_fr?: string | null },
  language: Language | string | null | undefined,
): string {
  return inReaderLanguage(template.name, template.name_fr, language);
}

/** A catalogue template's issuing authority, by the same rule. */
export function issuingAuthorityIn(
  template: { issuing_authority: string | null; issuing_authority_fr?: string | null },
  language: Language | string | null | undefined,
): string | null {
  if (template.issuing_authority === null) return null;
  return inReaderLanguage(template.issuing_authority, template.issuing_authority_fr, language);
}
