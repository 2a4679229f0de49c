// Our own MIME messages (mime.ts, decision 031), read back by an independent parser (mailparser):
// what a mail client shows must be exactly what we meant, French accents and all.
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMime, rfc5322Date } from './mime';

const french = {
  from: 'Suivi des permis — Québec <rappels@example.ca>',
  to: 'dominique@example.ca',
  subject:
    "Rappel : Permis d'exploitation d'un établissement alimentaire à Montréal expire dans 30 jours — vérifiez-le",
  text: "Bonjour Dominique,\n\nVotre permis expire le 13 avr. 2027.\nJe m'en occupe : https://app.example/a?t=é\n",
  html: '<!doctype html>\n<html lang="fr"><body><p>Élevé à l\'échelon fédéral — ça presse</p></body></html>',
  messageId: '<reminder-7f1c@example.ca>',
  date: new Date('2027-03-14T13:05:09Z'),
  headers: {
    'List-Unsubscribe': '<https://app.example/unsubscribe?t=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  },
};

describe('composeMime', () => {
  it('writes a message an independent parser reads back whole: headers, both parts, accents', async () => {
    const raw = composeMime(french);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(french.subject);
    expect(mail.from?.value).toEqual([{ address: 'rappels@example.ca', name: 'Suivi des permis — Québec' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { address: 'dominique@example.ca', name: '' },
    ]);
    expect(mail.messageId).toBe('<reminder-7f1c@example.ca>');
    expect(mail.date?.toISOString()).toBe('2027-03-14T13:05:09.000Z');
    expect(mail.text).toBe(french.text);
    expect(mail.html).toBe(french.html);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // RFC 8058: both headers, exactly as a mailbox provider reads them for one-click unsubscribe.
    const lines = new Map(mail.headerLines.map((h) => [h.key, h.line]));
    expect(lines.get('list-unsubscribe')).toBe('List-Unsubscribe: <https://app.example/unsubscribe?t=abc>');
    expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('keeps every line within SMTP limits, ends lines in CRLF and lets no user text start a header', async () => {
    const raw = composeMime({
      ...french,
      subject: 'Overdue: Food premises licence\r\nBcc: victim@example.com expired 7 days ago',
      from: 'Reminders, "Ops" <reminders@example.com>',
    });
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const mail = await simpleParser(raw);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Overdue: Food premises licence Bcc: victim@example.com expired 7 days ago');
    expect(mail.from?.value).toEqual([{ address: 'reminders@example.com', name: 'Reminders, "Ops"' }]);
  });

  it('folds a long ASCII subject at spaces and leaves short ones on one line', async () => {
    const subject = `Reminder: ${'Very long licence name '.repeat(6).trim()} expires in 30 days`;
    const raw = composeMime({ ...french, from: 'License Tracker <reminders@example.ca>', subject });
    expect(raw).toMatch(/^Subject: Reminder: Very long/m);
    expect(raw).not.toContain('=?UTF-8?');
    expect((await simpleParser(raw)).subject).toBe(subject);
    const short = composeMime({ ...french, subject: 'Reminder: Food licence expires today' });
    expect(short).toContain('\r\nSubject: Reminder: Food licence expires today\r\n');
  });

  it('writes the date in RFC 5322 form, in UTC', () => {
    expect(rfc5322Date(new Date('2027-01-05T04:03:02Z'))).toBe('Tue, 05 Jan 2027 04:03:02 +0000');
  });
});
