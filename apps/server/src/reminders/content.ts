import {
  DIGEST_HORIZON_DAYS,
  foldToGsm7,
  gsm7Septets,
  type Language,
  localDate,
  type PlainDate,
  SMS_GSM7_SINGLE,
} from '@lt/core';
import type { DayFacts } from './day-facts';
import { emailButton, emailDocument, emailFooter, escapeHtml } from './email-layout';
import { REMINDER_WORDING } from './wording';

export { escapeHtml } from './email-layout';

/** What a reminder says, whichever channel carries it. */
export interface ReminderFacts {
  recipientName: string | null;
  businessName: string;
  licenseName: string;
  level: string;
  expiryDate: PlainDate;
  /** Whole days from today in the business's time zone. */
  daysLeft: number;
  /** The recipient's language (users.language); English when not given. */
  language?: Language;
  /** The chosen template's facts of the day in that language (decision 044); e-mail only. */
  dayFacts?: DayFacts | null;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The longest SMS we send: one GSM-7 message of 160 septets. */
export const SMS_MAX_LENGTH = SMS_GSM7_SINGLE;

export function daysLeftText(days: number, language: Language = 'en'): string {
  return REMINDER_WORDING[language].daysLeft(days);
}

/** "expires in 30 days", "expires today", "expired 7 days ago": by the days really left. */
export function expiryPhrase(days: number, language: Language = 'en'): string {
  return REMINDER_WORDING[language].expiry(days);
}

export function reminderEmail(
  facts: ReminderFacts,
  links: { app: string; unsubscribe: string; ack: string },
): EmailContent {
  const language = facts.language ?? 'en';
  const w = REMINDER_WORDING[language];
  const overdue = facts.daysLeft < 0;
  const phrase = w.expiry(facts.daysLeft);
  const date = localDate(facts.expiryDate, language);
  const subject = w.subject(overdue, facts.licenseName, phrase);
  const greeting = w.hello(facts.recipientName);
  const lead = w.lead(overdue, facts.licenseName, facts.businessName, phrase, date);
  const rows: [string, string][] = [
    [w.rows.business, facts.businessName],
    [w.rows.licence, facts.licenseName],
    [w.rows.level, w.level(facts.level)],
    [w.rows.expiryDate, `${date} (${facts.expiryDate})`],
    overdue ? [w.rows.daysOverdue, String(-facts.daysLeft)] : [w.rows.daysLeft, String(facts.daysLeft)],
  ];
  const day = dayFactRows(facts.dayFacts, w);
  const text = [
    greeting,
    '',
    lead,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(day.length ? ['', w.dayFacts.heading, ...day.map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    `${w.review}: ${links.app}`,
    '',
    w.ackExplained,
    w.ackLine(links.ack),
    '',
    '--',
    w.whyReminder,
    w.stopLine(links.unsubscribe),
  ].join('\n');
  const e = escapeHtml;
  const html = emailDocument(
    language,
    subject,
    `<p>${e(greeting)}</p>
<p>${e(lead)}</p>
<table role="presentation" cellpadding="4" style="border-collapse: collapse">
${rows.map(([k, v]) => `<tr><th align="left" scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n')}
</table>
${day.length ? dayFactsHtml(day, facts.dayFacts?.renewalPage ?? null, w) : ''}
<p><a href="${e(links.app)}">${e(w.review)}</a></p>
<p>${e(w.ackExplained)}</p>
<p>${emailButton(links.ack, w.ackButton)}</p>
${emailFooter(w.whyReminder, links.unsubscribe, w.stopEmail)}`,
  );
  return { subject, text, html };
}

/** "Fee: …", "Late: …", "How to renew: …" and the renewal page: only those the template states. */
function dayFactRows(
  day: DayFacts | null | undefined,
  w: (typeof REMINDER_WORDING)['en'],
): [string, string][] {
  if (!day) return [];
  const rows: [string, string | null][] = [
    [w.dayFacts.fee, day.fee],
    [w.dayFacts.late, day.latePenalty],
    [w.dayFacts.howToRenew, day.howToRenew],
    [w.dayFacts.renewalPage, day.renewalPage],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function dayFactsHtml(
  rows: [string, string][],
  page: string | null,
  w: (typeof REMINDER_WORDING)['en'],
): string {
  const e = escapeHtml;
  // The renewal page is a link; the other facts are text (catalogue or administrator text, escaped).
  const cell = (k: string, v: string) =>
    k === w.dayFacts.renewalPage && v === page ? `<a href="${e(v)}">${e(v)}</a>` : e(v);
  return `<h2 style="font-size: 16px">${e(w.dayFacts.heading)}</h2>
<table role="presentation" cellpadding="4" style="border-collapse: collapse">
${rows.map(([k, v]) => `<tr><th align="left" scope="row">${e(k)}</th><td>${cell(k, v)}</td></tr>`).join('\n')}
</table>`;
}

/** What a weekly digest lists: by business, each licence with its own "I'm on it" link. */
export interface DigestFacts {
  recipientName: string | null;
  /** The local Monday of the week. */
  weekOf: PlainDate;
  /** The recipient's language (users.language); English when not given. */
  language?: Language;
  businesses: {
    businessId: string;
    businessName: string;
    licenses: {
      licenseName: string;
      level: string;
      expiryDate: PlainDate;
      daysLeft: number;
      ackUrl: string;
    }[];
  }[];
  /**
   * Due licences someone said "I'm on it" for: listed apart, without a link, so the owner sees who
   * handles them rather than losing sight of them (issue 30). They do not count in the subject.
   */
  handled?: { licenseName: string; onItBy: string | null; onItOn: PlainDate }[];
}

export function digestEmail(facts: DigestFacts, links: { app: string; unsubscribe: string }): EmailContent {
  const language = facts.language ?? 'en';
  const w = REMINDER_WORDING[language];
  const all = facts.businesses.flatMap((b) => b.licenses);
  const overdue = all.filter((l) => l.daysLeft < 0).length;
  const subject = w.digestSubject(all.length, overdue);
  const greeting = w.hello(facts.recipientName);
  const intro = w.digestIntro(DIGEST_HORIZON_DAYS, localDate(facts.weekOf, language));
  const line = (l: DigestFacts['businesses'][number]['licenses'][number]) =>
    w.digestLine(l.licenseName, w.level(l.level), w.expiry(l.daysLeft), localDate(l.expiryDate, language));
  const handled = (facts.handled ?? []).map((l) => w.digestHandledLine(l.licenseName, l.onItBy, l.onItOn));
  const text = [
    greeting,
    '',
    intro,
    ...facts.businesses.flatMap((b) => [
      '',
      b.businessName,
      ...b.licenses.flatMap((l) => [`- ${line(l)}`, `  ${w.ackLine(l.ackUrl)}`]),
    ]),
    ...(handled.length ? ['', w.digestHandledHeading, ...handled.map((l) => `- ${l}`)] : []),
    '',
    `${w.review}: ${links.app}`,
    '',
    w.ackExplained,
    '',
    '--',
    w.whyDigest,
    w.stopLine(links.unsubscribe),
  ].join('\n');
  const e = escapeHtml;
  const html = emailDocument(
    language,
    subject,
    `<p>${e(greeting)}</p>
<p>${e(intro)}</p>
${facts.businesses
  .map(
    (b) => `<h2 style="font-size: 18px">${e(b.businessName)}</h2>
<ul>
${b.licenses.map((l) => `<li style="margin-bottom: 8px">${e(line(l))} ${emailButton(l.ackUrl, w.ackButton)}</li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
${handled.length ? handledHtml(w.digestHandledHeading, handled) : ''}
<p><a href="${e(links.app)}">${e(w.review)}</a></p>
<p>${e(w.ackExplained)}</p>
${emailFooter(w.whyDigest, links.unsubscribe, w.stopEmail)}`,
  );
  return { subject, text, html };
}

function handledHtml(heading: string, lines: string[]): string {
  return `<h2 style="font-size: 16px">${escapeHtml(heading)}</h2>
<ul>
${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('\n')}
</ul>`;
}

const fitsOneSms = (text: string) => (gsm7Septets(text) ?? Number.POSITIVE_INFINITY) <= SMS_MAX_LENGTH;

/**
 * One GSM-7 message of at most 160 septets, always with the "I'm on it" link: the business, then
 * the date are left out to fit the licence name, which is shortened only when it does not fit even
 * then. Only a public URL too long to leave room for the name loses the link. User text is folded
 * into GSM-7 (foldToGsm7: "boîte" → "boite"), since one ê would make the SMS UCS-2, 70 characters
 * a message. The date stays YYYY-MM-DD: short, read the same in both languages, and GSM-7.
 */
export function reminderSms(facts: ReminderFacts, ackUrl: string): string {
  const sms = REMINDER_WORDING[facts.language ?? 'en'].sms;
  const phrase = foldToGsm7(expiryPhrase(facts.daysLeft, facts.language));
  const date = facts.expiryDate;
  const business = foldToGsm7(facts.businessName);
  const licenseName = foldToGsm7(facts.licenseName);
  const shapes = [
    (name: string) => sms.full(name, business, phrase, date, ackUrl),
    (name: string) => sms.noBusiness(name, phrase, date, ackUrl),
    (name: string) => sms.noDate(name, phrase, ackUrl),
    (name: string) => sms.noLink(name, phrase, date),
  ];
  // The whole name in the fullest shape it fits, else the first shape with room for a fair part of it.
  const whole = shapes.slice(0, 3).find((shape) => fitsOneSms(shape(licenseName)));
  if (whole) return whole(licenseName);
  for (const shape of shapes) {
    const room = SMS_MAX_LENGTH - (gsm7Septets(shape('')) ?? SMS_MAX_LENGTH);
    if (room >= 16) return shape(truncate(licenseName, room));
  }
  const last = shapes[3]!;
  return cutToSeptets(last(truncate(licenseName, SMS_MAX_LENGTH - (gsm7Septets(last('')) ?? 0))));
}

/** Cuts GSM-7 text to a length in septets, ending with "..." (the ellipsis is not GSM-7). */
function truncate(text: string, max: number): string {
  if ((gsm7Septets(text) ?? Number.POSITIVE_INFINITY) <= max) return text;
  return `${cutToSeptets(text, max - 3)}...`;
}

function cutToSeptets(text: string, max = SMS_MAX_LENGTH): string {
  let out = '';
  for (const ch of text) {
    if ((gsm7Septets(out + ch) ?? Number.POSITIVE_INFINITY) > max) break;
    out += ch;
  }
  return out;
}
