import type { FastifyInstance } from 'fastify';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Only a `\uD800`-style escape can put a lone surrogate into parsed JSON. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const fix = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** Replaces lone surrogates with U+FFFD in every string and key, in place (no recursion). */
export function wellFormed(root: unknown): unknown {
  if (typeof root === 'string') return fix(root);
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      let value = record[key];
      if (typeof value === 'string') {
        value = fix(value);
        record[key] = value;
      } else if (typeof value === 'object' && value !== null) {
        stack.push(value);
      }
      const fixedKey = Array.isArray(node) ? key : fix(key);
      if (fixedKey !== key) {
        delete record[key];
        record[fixedKey] = value;
      }
    }
  }
  return root;
}

/**
 * Fastify's JSON parser, with every string made well-formed Unicode. JSON may escape half a
 * surrogate pair (`"\udc9f"`); no database stores that, PostgreSQL's driver silently turns it
 * into U+FFFD and PGlite fails on some of them (a 500). Now both store U+FFFD.
 */
export function parseWellFormedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      return done(null, SURROGATE_ESCAPE.test(text) ? wellFormed(value) : value);
    });
  });
}
