import type { Language } from '../domain/language';
import { DETAIL_MESSAGES } from './detail-messages';

interface CompiledMessage {
  pattern: RegExp;
  placeholders: string[];
  fr: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(en: string, fr: string): CompiledMessage {
  const placeholders: string[] = [];
  let source = '';
  let last = 0;
  for (const match of en.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(en.slice(last, match.index))}(.+?)`;
    placeholders.push(match[1]!);
    last = match.index! + match[0].length;
  }
  source += escapeRegExp(en.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), placeholders, fr };
}

const EXACT = new Map(DETAIL_MESSAGES.filter(([en]) => !en.includes('{')).map(([en, fr]) => [en, fr]));
const PATTERNS = DETAIL_MESSAGES.filter(([en]) => en.includes('{')).map(([en, fr]) => compile(en, fr));

/** `expiry_date: …`, `body.licenses.0.template_id: …`: a field path the web maps to its field. */
const FIELD_PATH = /^([A-Za-z_][\w.[\]-]*): (.+)$/s;

function frenchOfMessage(message: string): string | undefined {
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, placeholders, fr } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    return placeholders.reduce((out, name, i) => out.replace(`{${name}}`, match[i + 1]!), fr);
  }
  return undefined;
}

/** The French of an English `detail`, or undefined when the catalogue has none. */
export function frenchDetail(detail: string): string | undefined {
  const whole = frenchOfMessage(detail);
  if (whole !== undefined) return whole;
  const field = FIELD_PATH.exec(detail);
  if (!field) return undefined;
  const message = frenchOfMessage(field[2]!);
  return message === undefined ? undefined : `${field[1]}: ${message}`;
}

/**
 * An error's `detail` (or a form message) in `language`. The code writes English; French comes
 * from DETAIL_MESSAGES. A message the catalogue lacks stays English (a third party's own text,
 * such as Fastify's), which the coverage test keeps to those the code cannot list.
 */
export function translateDetail(detail: string, language: Language): string {
  if (language === 'en') return detail;
  return frenchDetail(detail) ?? detail;
}
