import { type Language, localDate, MONTH_NAMES, type PlainDate, plainDateParts } from '@lt/core';

/**
 * What reminders say, in each language the product speaks (issue 15). One object per language with
 * the same keys, so the compiler refuses a French wording that lacks a sentence. Canadian French as
 * the OQLF writes it: « courriel », « permis », « Je m'en occupe ». Everything an SMS uses stays in
 * GSM-7 (no ç, â, ê, î, ô, û, ë, ï and no typographic apostrophe): see sms-wording.test.ts.
 */
export interface ReminderWording {
  /** "in 30 days", "today", "tomorrow": days ≥ 0. */
  daysLeft(days: number): string;
  /** "expires in 30 days", "expired 7 days ago". */
  expiry(days: number): string;
  subject(overdue: boolean, licence: string, phrase: string): string;
  hello(name: string | null): string;
  lead(overdue: boolean, licence: string, business: string, phrase: string, date: string): string;
  rows: {
    business: string;
    licence: string;
    level: string;
    expiryDate: string;
    daysOverdue: string;
    daysLeft: string;
  };
  level(level: string): string;
  /** The chosen template's facts of the day (decision 044), under the licence's rows. */
  dayFacts: { heading: string; fee: string; late: string; howToRenew: string; renewalPage: string };
  review: string;
  ackExplained: string;
  ackButton: string;
  /** "I'm on it: <url>" in the text part and in SMS. */
  ackLine(url: string): string;
  whyReminder: string;
  whyDigest: string;
  stopEmail: string;
  /** The text part's "Stop e-mail reminders: <url>". */
  stopLine(url: string): string;
  digestSubject(count: number, overdue: number): string;
  digestIntro(horizonDays: number, weekOf: string): string;
  digestLine(licence: string, level: string, phrase: string, date: string): string;
  /** The digest's short section of due licences someone said "I'm on it" for (issue 30). */
  digestHandledHeading: string;
  /** "Food premises licence — On it: Marie, Nov 27"; without a name when the link did not say who. */
  digestHandledLine(licence: string, by: string | null, on: PlainDate): string;
  /** The SMS shapes, longest first (content.ts picks the first that fits one message). */
  sms: {
    full(licence: string, business: string, phrase: string, date: string, ack: string): string;
    noBusiness(licence: string, phrase: string, date: string, ack: string): string;
    noDate(licence: string, phrase: string, ack: string): string;
    noLink(licence: string, phrase: string, date: string): string;
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const en: ReminderWording = {
  daysLeft: (days) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`),
  expiry: (days) =>
    days >= 0
      ? `expires ${en.daysLeft(days)}`
      : days === -1
        ? 'expired 1 day ago'
        : `expired ${-days} days ago`,
  subject: (overdue, licence, phrase) => `${overdue ? 'Overdue' : 'Reminder'}: ${licence} ${phrase}`,
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  lead: (overdue, licence, business, phrase, date) =>
    overdue
      ? `${licence} for ${business} ${phrase}, on ${date} — renew it, or tell us you're on it.`
      : `${licence} for ${business} ${phrase}, on ${date}.`,
  rows: {
    business: 'Business',
    licence: 'Licence',
    level: 'Level',
    expiryDate: 'Expiry date',
    daysOverdue: 'Days overdue',
    daysLeft: 'Days left',
  },
  level: capitalize,
  dayFacts: {
    heading: 'To renew',
    fee: 'Fee',
    late: 'Late',
    howToRenew: 'How to renew',
    renewalPage: 'Renewal page',
  },
  review: 'Review and renew your licences',
  ackExplained:
    "Already renewing? Tell us you're on it and the reminders for this licence stop until its next expiry date.",
  ackButton: "I'm on it",
  ackLine: (url) => `I'm on it: ${url}`,
  whyReminder: 'You receive this because e-mail reminders are on in License Tracker.',
  whyDigest: 'You receive this weekly digest instead of one e-mail per licence; change it in your profile.',
  stopEmail: 'Stop e-mail reminders',
  stopLine: (url) => `Stop e-mail reminders: ${url}`,
  digestSubject: (count, overdue) => {
    const licences = count === 1 ? '1 licence' : `${count} licences`;
    return overdue > 0
      ? `Your licences this week: ${licences} to renew, ${overdue} overdue`
      : `Your licences this week: ${licences} to renew`;
  },
  digestIntro: (horizon, weekOf) =>
    `Here is what expires in the next ${horizon} days, and what has expired and is not renewed yet, for the week of ${weekOf}.`,
  digestLine: (licence, level, phrase, date) => `${licence} (${level}) ${phrase}, on ${date}.`,
  digestHandledHeading: 'Being handled',
  digestHandledLine: (licence, by, on) => {
    const { month, day } = plainDateParts(on);
    const date = `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;
    return by ? `${licence} — On it: ${by}, ${date}` : `${licence} — Someone's on it, ${date}`;
  },
  sms: {
    full: (licence, business, phrase, date, ack) =>
      `License Tracker: ${licence} (${business}) ${phrase}, on ${date}. I'm on it: ${ack}`,
    noBusiness: (licence, phrase, date, ack) =>
      `License Tracker: ${licence} ${phrase}, on ${date}. I'm on it: ${ack}`,
    noDate: (licence, phrase, ack) => `License Tracker: ${licence} ${phrase}. I'm on it: ${ack}`,
    noLink: (licence, phrase, date) => `License Tracker: ${licence} ${phrase}, on ${date}.`,
  },
};

const FRENCH_LEVELS: Record<string, string> = {
  municipal: 'Municipal',
  provincial: 'Provincial',
  federal: 'Fédéral',
};

const fr: ReminderWording = {
  daysLeft: (days) => (days <= 0 ? "aujourd'hui" : days === 1 ? 'demain' : `dans ${days} jours`),
  expiry: (days) =>
    days >= 0
      ? `expire ${fr.daysLeft(days)}`
      : days === -1
        ? 'a expiré il y a 1 jour'
        : `a expiré il y a ${-days} jours`,
  subject: (overdue, licence, phrase) => `${overdue ? 'En retard' : 'Rappel'} : ${licence} ${phrase}`,
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  lead: (overdue, licence, business, phrase, date) =>
    overdue
      ? `${licence} de ${business} ${phrase}, le ${date} — renouvelez-le, ou dites-nous que vous vous en occupez.`
      : `${licence} de ${business} ${phrase}, le ${date}.`,
  rows: {
    business: 'Entreprise',
    licence: 'Permis',
    level: 'Palier',
    expiryDate: "Date d'expiration",
    daysOverdue: 'Jours de retard',
    daysLeft: 'Jours restants',
  },
  level: (level) => FRENCH_LEVELS[level] ?? capitalize(level),
  dayFacts: {
    heading: 'Pour renouveler',
    fee: 'Frais',
    late: 'En retard',
    howToRenew: 'Comment renouveler',
    renewalPage: 'Page de renouvellement',
  },
  review: 'Consulter et renouveler vos permis',
  ackExplained:
    "Le renouvellement est déjà en cours? Dites-nous que vous vous en occupez, et les rappels de ce permis cesseront jusqu'à sa prochaine date d'expiration.",
  ackButton: "Je m'en occupe",
  ackLine: (url) => `Je m'en occupe : ${url}`,
  whyReminder:
    'Vous recevez ce courriel parce que les rappels par courriel sont activés dans License Tracker.',
  whyDigest:
    "Vous recevez ce résumé hebdomadaire au lieu d'un courriel par permis; vous pouvez modifier ce choix dans votre profil.",
  stopEmail: 'Se désabonner des rappels par courriel',
  stopLine: (url) => `Se désabonner des rappels par courriel : ${url}`,
  digestSubject: (count, overdue) =>
    overdue > 0
      ? `Vos permis cette semaine : ${count} à renouveler, dont ${overdue} en retard`
      : `Vos permis cette semaine : ${count} à renouveler`,
  digestIntro: (horizon, weekOf) =>
    `Voici ce qui expire dans les ${horizon} prochains jours, et ce qui est expiré sans avoir été renouvelé, pour la semaine du ${weekOf}.`,
  digestLine: (licence, level, phrase, date) => `${licence} (${level}) ${phrase}, le ${date}.`,
  digestHandledHeading: 'Déjà pris en charge',
  digestHandledLine: (licence, by, on) => {
    // « 27 nov. »: the OQLF's abbreviation, without the year (localDate's last word).
    const date = localDate(on, 'fr').replace(/ \d{4}$/, '');
    return by
      ? `${licence} — Pris en charge : ${by}, ${date}`
      : `${licence} — Quelqu'un s'en occupe, ${date}`;
  },
  sms: {
    full: (licence, business, phrase, date, ack) =>
      `License Tracker : ${licence} (${business}) ${phrase}, le ${date}. Je m'en occupe : ${ack}`,
    noBusiness: (licence, phrase, date, ack) =>
      `License Tracker : ${licence} ${phrase}, le ${date}. Je m'en occupe : ${ack}`,
    noDate: (licence, phrase, ack) => `License Tracker : ${licence} ${phrase}. Je m'en occupe : ${ack}`,
    noLink: (licence, phrase, date) => `License Tracker : ${licence} ${phrase}, le ${date}.`,
  },
};

export const REMINDER_WORDING: Record<Language, ReminderWording> = { en, fr };
