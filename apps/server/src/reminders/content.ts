import { longDate, type PlainDate } from '@lt/core';

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

const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

export function reminderEmail(
  facts: ReminderFacts,
  links: { app: string; unsubscribe: string },
): EmailContent {
  const when = daysLeftText(facts.daysLeft);
  const date = longDate(facts.expiryDate);
  const subject = `Reminder: ${facts.licenseName} expires ${when}`;
  const greeting = facts.recipientName ? `Hello ${facts.recipientName},` : 'Hello,';
  const rows: [string, string][] = [
    ['Business', facts.businessName],
    ['Licence', facts.licenseName],
    ['Level', levelLabel(facts.level)],
    ['Expiry date', `${date} (${facts.expiryDate})`],
    ['Days left', String(Math.max(0, facts.daysLeft))],
  ];
  const text = [
    greeting,
    '',
    `${facts.licenseName} for ${facts.businessName} expires ${when}, on ${date}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Review and renew your licences: ${links.app}`,
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
<p><strong>${e(facts.licenseName)}</strong> for <strong>${e(facts.businessName)}</strong> expires ${e(when)}, on ${e(date)}.</p>
<table role="presentation" cellpadding="4" style="border-collapse: collapse">
${rows.map(([k, v]) => `<tr><th align="left" scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n')}
</table>
<p><a href="${e(links.app)}">Review and renew your licences</a></p>
<hr>
<p style="font-size: 12px; color: #6b7280">You receive this because e-mail reminders are on in License Tracker.
<a href="${e(links.unsubscribe)}">Stop e-mail reminders</a>.</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * At most SMS_MAX_LENGTH characters: the licence name is shortened first, then the business and
 * the link are left out, so the name and the date always fit.
 */
export function reminderSms(facts: ReminderFacts, appUrl: string): string {
  const when = daysLeftText(facts.daysLeft);
  const date = facts.expiryDate;
  const shapes = [
    (name: string) =>
      `License Tracker: ${name} (${facts.businessName}) expires ${when}, on ${date}. ${appUrl}`,
    (name: string) => `License Tracker: ${name} expires ${when}, on ${date}. ${appUrl}`,
    (name: string) => `License Tracker: ${name} expires ${when}, on ${date}.`,
  ];
  for (const shape of shapes) {
    const room = SMS_MAX_LENGTH - shape('').length;
    if (room >= Math.min(24, facts.licenseName.length)) return shape(truncate(facts.licenseName, room));
  }
  return shapes[2]!(truncate(facts.licenseName, SMS_MAX_LENGTH - shapes[2]!('').length)).slice(
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
