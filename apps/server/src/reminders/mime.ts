// The MIME message of an e-mail, composed here rather than by nodemailer (decision 031): building
// each message through nodemailer's MIME tree cost more CPU than the SMTP exchange. Every message
// has one shape (a text and an HTML alternative of the same content), so it is a template:
// RFC 5322 headers, RFC 2047 encoded-words for non-ASCII subjects and names, and base64 bodies
// (RFC 2045), which need no line-length or dot-stuffing care and are encoded by Node natively.

/** What a message says and how it is addressed; addresses are plain ASCII `local@domain`. */
export interface MimeParts {
  /** `Name <address>` or `address`; the name may be any text. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  /** Further headers, already ASCII (List-Unsubscribe, Auto-Submitted). */
  headers: Record<string, string>;
}

// "=_" cannot occur in base64 text, so no body can contain the boundary (RFC 2046 §5.1.1).
const BOUNDARY = '=_lt-alternative';

const NON_ASCII_OR_CONTROL = /[^\x20-\x7e]/;
const ADDRESS = /^[\x21-\x7e]+@[\x21-\x7e]+$/;
// Characters that make a display name a quoted-string rather than a phrase (RFC 5322 §3.2.3).
const SPECIALS = /[()<>[\]:;@\\,."]/;

/** `name <address>` split in two; null when it is not an address we can put on a line ourselves. */
export function splitMailbox(mailbox: string): { name: string; address: string } | null {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(mailbox);
  const name = match ? match[1]!.replace(/^"(.*)"$/, '$1') : '';
  const address = (match ? match[2]! : mailbox).trim();
  return ADDRESS.test(address) ? { name, address } : null;
}

/** Whether `composeMime` can write this message (else nodemailer composes it, e.g. SMTPUTF8 addresses). */
export function composable(from: string, to: string): boolean {
  return splitMailbox(from) !== null && splitMailbox(to) !== null;
}

/** The whole message, CRLF line ends, ready for SMTP DATA. */
export function composeMime(parts: MimeParts): string {
  const from = splitMailbox(parts.from);
  const to = splitMailbox(parts.to);
  if (!from || !to) throw new Error('composeMime: not an ASCII address');
  const lines = [
    `From: ${mailboxHeader(from)}`,
    `To: ${mailboxHeader(to)}`,
    `Subject: ${headerText(parts.subject, 'Subject: '.length)}`,
    `Date: ${rfc5322Date(parts.date)}`,
    `Message-ID: ${parts.messageId}`,
  ];
  for (const [name, value] of Object.entries(parts.headers)) lines.push(`${name}: ${oneLine(value)}`);
  lines.push(
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${BOUNDARY}"`,
    '',
    `--${BOUNDARY}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(parts.text),
    `--${BOUNDARY}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(parts.html),
    `--${BOUNDARY}--`,
    '',
  );
  return lines.join('\r\n');
}

function mailboxHeader({ name, address }: { name: string; address: string }): string {
  if (name === '') return address;
  const display = oneLine(name);
  if (NON_ASCII_OR_CONTROL.test(display)) return `${encodedWords(display)} <${address}>`;
  if (SPECIALS.test(display)) return `"${display.replace(/["\\]/g, '\\$&')}" <${address}>`;
  return `${display} <${address}>`;
}

/** Unstructured header text: as it is when ASCII (folded at spaces), else RFC 2047 encoded-words. */
export function headerText(text: string, offset: number): string {
  const value = oneLine(text);
  if (NON_ASCII_OR_CONTROL.test(value)) return encodedWords(value);
  return foldAtSpaces(value, offset);
}

// A header is one line: a CR or LF in user text must not start a header of its own.
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');

/** Folds so no line passes 78 characters where a space allows (RFC 5322 §2.2.3). */
function foldAtSpaces(value: string, offset: number): string {
  if (offset + value.length <= 78) return value;
  const words = value.split(' ');
  let out = words[0]!;
  let width = offset + out.length;
  for (const word of words.slice(1)) {
    if (width + 1 + word.length > 78) {
      out += `\r\n ${word}`;
      width = 1 + word.length;
    } else {
      out += ` ${word}`;
      width += 1 + word.length;
    }
  }
  return out;
}

// 39 bytes of UTF-8 make 52 base64 characters: with `=?UTF-8?B?` and `?=`, a 64-character word,
// which leaves room for `Subject: ` on the first line within 78.
const WORD_BYTES = 39;

/**
 * `=?UTF-8?B?…?=` words of at most 39 bytes each, never splitting a character (RFC 2047 §5),
 * one per folded line; a reader joins adjacent encoded-words without the space between them.
 */
export function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk !== '') words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
export function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  if (encoded.length <= 76) return encoded;
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines.join('\r\n');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `Tue, 24 Nov 2026 03:05:09 +0000` (RFC 5322 §3.3), in UTC. */
export function rfc5322Date(date: Date): string {
  const d = date;
  return `${DAYS[d.getUTCDay()]}, ${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
}
