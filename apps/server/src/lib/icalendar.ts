// A small iCalendar (RFC 5545) writer: all-day events with display alarms, which is all the
// calendar feed needs. Text is escaped (§3.3.11) and lines are folded at 75 octets without
// splitting a UTF-8 character (§3.1); lines end with CRLF.
import type { PlainDate } from '@lt/core';

export interface AllDayAlarm {
  /** Days before the event's day the alarm rings. */
  daysBefore: number;
  description: string;
}

export interface AllDayEvent {
  uid: string;
  date: PlainDate;
  summary: string;
  description: string;
  url?: string;
  alarms: readonly AllDayAlarm[];
}

export interface Calendar {
  /** The product identifier, e.g. `-//License Tracker//Calendar feed//EN`. */
  prodId: string;
  name: string;
  /** When the feed was made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly AllDayEvent[];
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8. */
function utf8Size(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char.codePointAt(0)!);
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: PlainDate) => date.replaceAll('-', '');

/** The day after a plain date, as YYYYMMDD (an all-day event's exclusive end). */
function nextDay(date: PlainDate): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}

const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function writeCalendar(calendar: Calendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // A hint to clients that honour it (Apple, some others); Google and Outlook keep their own pace.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  const stamp = utcStamp(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${nextDay(event.date)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
    );
    for (const alarm of event.alarms) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(alarm.description)}`,
        `TRIGGER;RELATED=START:-P${alarm.daysBefore}D`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
