import { fileURLToPath } from 'node:url';
import { frenchDetail } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { messagesInSources, sourceFiles } from './source-messages';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Files whose strings in message positions are not read by people in the product: log and attempt
 * texts for operators (the reminder worker's outcomes, token refusals), and pages worded in their
 * own typed English/French dictionaries (where the compiler checks both languages).
 */
const NOT_FOR_PEOPLE = [
  /apps\/server\/src\/reminders\//,
  /apps\/server\/src\/auth\/(token-verifier|refusal-log|external-issuer)\.ts$/,
  /apps\/server\/src\/(main|config|db\/.*|lib\/(logger|log-redaction|log-throttle))\.ts$/,
];

/**
 * Compositions, not messages: `${field}: ${problem}` (each part is scanned where it is written),
 * and `must be ${expected}` inside typeMessage itself (each call is expanded with its argument).
 */
function composed(text: string): boolean {
  const message = text.replace(/^[\w.{}]+: /, '');
  return message.replace(/\{\}/g, '').replace(/[\s:.,;()]/g, '') === '' || message === 'must be {}';
}

describe('every message the code writes for people has its French', () => {
  const files = [...sourceFiles(`${repo}packages/core/src`), ...sourceFiles(`${repo}apps/server/src`)].filter(
    (file) => !NOT_FOR_PEOPLE.some((pattern) => pattern.test(file)),
  );
  const messages = messagesInSources(files).filter((m) => !composed(m.text));

  it('finds the messages (the scan itself works)', () => {
    const texts = messages.map((m) => m.text);
    expect(texts).toContain('License not found');
    expect(texts).toContain('must be at most {} characters');
    expect(texts).toContain('Unknown field: {}');
    expect(texts).toContain('Unknown fields: {}');
    expect(texts).toContain('must be a date in the form YYYY-MM-DD');
    expect(texts).toContain('Canadian postal codes never start with W or Z.');
    expect(messages.length).toBeGreaterThan(80);
  });

  it('has a French text in the catalogue for each', () => {
    const missing = messages
      .filter((m) => frenchDetail(m.text.replaceAll('{}', 'x7')) === undefined)
      .map((m) => `${m.where.replace(repo, '')}: ${m.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
