import { describeRenewalRule, describeRenewalRuleFr, type Language, type RenewalRule } from '@lt/core';

/**
 * What the calendar feed says (issue 18), in its owner's language (users.language, issue 27): a
 * calendar app fetches the feed without a person or a browser language, so the profile decides.
 * Same keys in both languages, so the compiler refuses a French wording that lacks a sentence.
 */
export interface CalendarWording {
  /** The calendar's name in the app (X-WR-CALNAME). */
  name: string;
  title(licence: string, business: string): string;
  summary(title: string): string;
  licence(name: string): string;
  business(name: string): string;
  number(value: string): string;
  authority(name: string): string;
  rule(rule: RenewalRule): string;
  alarm(title: string, days: number): string;
}

const en: CalendarWording = {
  name: 'Licence expiries',
  title: (licence, business) => `${licence} (${business})`,
  summary: (title) => `Expires: ${title}`,
  licence: (name) => `Licence: ${name}`,
  business: (name) => `Business: ${name}`,
  number: (value) => `Number: ${value}`,
  authority: (name) => `Authority: ${name}`,
  rule: describeRenewalRule,
  alarm: (title, days) => `${title} expires in ${days} day${days === 1 ? '' : 's'}`,
};

const fr: CalendarWording = {
  name: 'Échéances des permis',
  title: (licence, business) => `${licence} (${business})`,
  summary: (title) => `Expire : ${title}`,
  licence: (name) => `Permis : ${name}`,
  business: (name) => `Entreprise : ${name}`,
  number: (value) => `Numéro : ${value}`,
  authority: (name) => `Délivré par : ${name}`,
  rule: describeRenewalRuleFr,
  alarm: (title, days) => `${title} expire dans ${days} jour${days === 1 ? '' : 's'}`,
};

export const CALENDAR_WORDING: Record<Language, CalendarWording> = { en, fr };
