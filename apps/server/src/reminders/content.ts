import { DIGEST_HORIZON_DAYS, longDate, type PlainDate } from '@lt/core';

/** What a reminder says, whichever channel carries it. */
export interface ReminderFacts {
  recipientName: string | null;
  businessName: string;
  licenseName: string;
  level: string;
  expiryDate: PlainDate;
  /** Whole days from today in the business's time zone. */
  daysLeft: number;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The longest SMS we send: one GSM-7 segment. */
export const SMS_MAX_LENGTH = 160;

export function daysLeftText(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** "expires in 30 days", "expires today", "expired 7 days ago": by the days really left. */
export function expiryPhrase(days: number): string {
  if (days >= 0) return `expires ${daysLeftText(days)}`;
  return days === -1 ? 'expired 1 day ago' : `expired ${-days} days ago`;
}

const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

const ACK_EXPLAINED =
  "Already renewing? Tell us you're on it and the reminders for this licence stop until its next expiry date.";

export function reminderEmail(
  facts: ReminderFacts,
  links: { app: string; unsubscribe: string; ack: string },
): EmailContent {
  const overdue = facts.daysLeft < 0;
  const phrase = expiryPhrase(facts.daysLeft);
  const date = longDate(facts.expiryDate);
  const subject = overdue
    ? `Overdue: ${facts.licenseName} ${phrase}`
    : `Reminder: ${facts.licenseName} ${phrase}`;
  const greeting = facts.recipientName ? `Hello ${facts.recipientName},` : 'Hello,';
  const lead = overdue
    ? `${facts.licenseName} for ${facts.businessName} ${phrase}, on ${date} — renew it, or tell us you're on it.`
    : `${facts.licenseName} for ${facts.businessName} ${phrase}, on ${date}.`;
  const rows: [string, string][] = [
    ['Business', facts.businessName],
    ['Licence', facts.licenseName],
    ['Level', levelLabel(facts.level)],
    ['Expiry date', `${date} (${facts.expiryDate})`],
    overdue ? ['Days overdue', String(-facts.daysLeft)] : ['Days left', String(facts.daysLeft)],
  ];
  const text = [
    greeting,
    '',
    lead,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Review and renew your licences: ${links.app}`,
    '',
    ACK_EXPLAINED,
    `I'm on it: ${links.ack}`,
    '',
    '--',
    'You receive this because e-mail reminders are on in License Tracker.',
    `Stop e-mail reminders: ${links.unsubscribe}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(greeting)}</p>
<p>${e(lead)}</p>
<table role="presentation" cellpadding="4" style="border-collapse: collapse">
${rows.map(([k, v]) => `<tr><th align="left" scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n')}
</table>
<p><a href="${e(links.app)}">Review and renew your licences</a></p>
<p>${e(ACK_EXPLAINED)}</p>
<p>${button(links.ack, "I'm on it")}</p>
${footer(links.unsubscribe)}
</body></html>`;
  return { subject, text, html };
}

/** What a weekly digest lists: by business, each licence with its own "I'm on it" link. */
export interface DigestFacts {
  recipientName: string | null;
  /** The local Monday of the week. */
  weekOf: PlainDate;
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
}

export function digestEmail(facts: DigestFacts, links: { app: string; unsubscribe: string }): EmailContent {
  const all = facts.businesses.flatMap((b) => b.licenses);
  const overdue = all.filter((l) => l.daysLeft < 0).length;
  const count = (n: number) => (n === 1 ? '1 licence' : `${n} licences`);
  const subject =
    overdue > 0
      ? `Your licences this week: ${count(all.length)} to renew, ${overdue} overdue`
      : `Your licences this week: ${count(all.length)} to renew`;
  const greeting = facts.recipientName ? `Hello ${facts.recipientName},` : 'Hello,';
  const intro = `Here is what expires in the next ${DIGEST_HORIZON_DAYS} days, and what has expired and is not renewed yet, for the week of ${longDate(facts.weekOf)}.`;
  const line = (l: DigestFacts['businesses'][number]['licenses'][number]) =>
    `${l.licenseName} (${levelLabel(l.level)}) ${expiryPhrase(l.daysLeft)}, on ${longDate(l.expiryDate)}.`;
  const text = [
    greeting,
    '',
    intro,
    ...facts.businesses.flatMap((b) => [
      '',
      b.businessName,
      ...b.licenses.flatMap((l) => [`- ${line(l)}`, `  I'm on it: ${l.ackUrl}`]),
    ]),
    '',
    `Review and renew your licences: ${links.app}`,
    '',
    ACK_EXPLAINED,
    '',
    '--',
    'You receive this weekly digest instead of one e-mail per licence; change it in your profile.',
    `Stop e-mail reminders: ${links.unsubscribe}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
${facts.businesses
  .map(
    (b) => `<h2 style="font-size: 18px">${e(b.businessName)}</h2>
<ul>
${b.licenses.map((l) => `<li style="margin-bottom: 8px">${e(line(l))} ${button(l.ackUrl, "I'm on it")}</li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
<p><a href="${e(links.app)}">Review and renew your licences</a></p>
<p>${e(ACK_EXPLAINED)}</p>
${footer(links.unsubscribe, 'You receive this weekly digest instead of one e-mail per licence; change it in your profile.')}
</body></html>`;
  return { subject, text, html };
}

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display: inline-block; padding: 4px 12px; border: 1px solid #1d4ed8; border-radius: 4px; color: #1d4ed8; text-decoration: none">${escapeHtml(label)}</a>`;
}

function footer(
  unsubscribe: string,
  why = 'You receive this because e-mail reminders are on in License Tracker.',
) {
  return `<hr>
<p style="font-size: 12px; color: #6b7280">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}">Stop e-mail reminders</a>.</p>`;
}

/**
 * At most SMS_MAX_LENGTH characters, always with the "I'm on it" link: the business, then the
 * date are left out to fit the licence name, which is shortened only when it does not fit even
 * then. Only a public URL too long to leave room for the name loses the link.
 */
export function reminderSms(facts: ReminderFacts, ackUrl: string): string {
  const phrase = expiryPhrase(facts.daysLeft);
  const date = facts.expiryDate;
  const shapes = [
    (name: string) =>
      `License Tracker: ${name} (${facts.businessName}) ${phrase}, on ${date}. I'm on it: ${ackUrl}`,
    (name: string) => `License Tracker: ${name} ${phrase}, on ${date}. I'm on it: ${ackUrl}`,
    (name: string) => `License Tracker: ${name} ${phrase}. I'm on it: ${ackUrl}`,
    (name: string) => `License Tracker: ${name} ${phrase}, on ${date}.`,
  ];
  // The whole name in the fullest shape it fits, else the first shape with room for a fair part of it.
  const whole = shapes.find((shape) => shape(facts.licenseName).length <= SMS_MAX_LENGTH);
  if (whole) return whole(facts.licenseName);
  for (const shape of shapes) {
    const room = SMS_MAX_LENGTH - shape('').length;
    if (room >= 16) return shape(truncate(facts.licenseName, room));
  }
  return shapes[3]!(truncate(facts.licenseName, SMS_MAX_LENGTH - shapes[3]!('').length)).slice(
    0,
    SMS_MAX_LENGTH,
  );
}

/** Cuts at a whole character (never half a surrogate pair) and ends with an ellipsis. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
