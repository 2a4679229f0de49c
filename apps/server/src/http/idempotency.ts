import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../lib/errors';

/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header; decision 045, issue 30): a create sent
 * twice with the same key makes one record. The first answer is kept with the caller for 24 hours
 * and a repeat gets it again; the same key on another request is 422; a repeat while the first
 * still runs is 409. Requests without the header behave as before.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Says a response is the stored answer of an earlier request, not a new one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still marked running this long after it began died with its server (requests
 * time out after 30 s): its key is free again, else the client would get 409 for a day.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** Expired rows are ignored anyway; they are deleted now and then so the table stays small. */
const PURGE_EVERY_MS = 10 * 60 * 1000;
/** PUT and DELETE are idempotent by themselves; only these methods create. */
export const KEYED_METHODS = new Set(['POST', 'PATCH']);
const MAX_KEY_LENGTH = 255;

export const INVALID_KEY = 'The Idempotency-Key header must be 1 to 255 printable characters.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still in progress. Try again in a moment.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

const PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * The key a header carries: the draft's structured-field string (`"…"`, with `\"` and `\\`
 * escapes) or, as many clients send it, the bare token. Undefined when absent, null when invalid.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  let key = header.trim();
  if (key.startsWith('"')) {
    const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(key);
    if (!quoted) return null;
    key = quoted[1]!.replace(/\\(["\\])/g, '$1');
  }
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !PRINTABLE.test(key)) return null;
  return key;
}

/**
 * The body as the contract parsed it, objects with their keys sorted and files (multipart) by their
 * SHA-256: the same request, whatever its order.
 */
function canonicalBody(body: unknown): string {
  if (body === undefined || body === null) return '';
  return JSON.stringify(body, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((name) => [name, record[name]]),
      );
    }
    return value;
  });
}

/** What "the same request" means: method, URL and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  let canonical: string;
  try {
    canonical = canonicalBody(body);
  } catch {
    // Nested past what JSON.stringify can walk: no contract takes such a body.
    throw badRequest('Invalid request');
  }
  return createHash('sha256').update(`${method} ${url}\n${canonical}`).digest('hex');
}

interface Claim {
  userId: string;
  key: string;
}

/** Inserts the key as running, or takes over an expired or abandoned row; false when another holds it. */
async function claim(db: Db, row: Claim & { fingerprint: string; now: Date }): Promise<boolean> {
  const t = idempotencyKeys;
  const expired = new Date(row.now.getTime() - KEY_LIFETIME_MS);
  const abandoned = new Date(row.now.getTime() - ABANDONED_AFTER_MS);
  const claimed = await db
    .insert(t)
    .values({ userId: row.userId, key: row.key, fingerprint: row.fingerprint, createdAt: row.now })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: {
        fingerprint: row.fingerprint,
        statusCode: null,
        contentType: null,
        body: null,
        createdAt: row.now,
      },
      setWhere: or(lte(t.createdAt, expired), and(isNull(t.statusCode), lte(t.createdAt, abandoned))),
    })
    .returning({ key: t.key });
  return claimed.length > 0;
}

const whereClaim = ({ userId, key }: Claim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export const idempotency = fp(async (app: FastifyInstance) => {
  const running = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  async function purge(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await app.db
      .delete(idempotencyKeys)
      .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
  }

  // preHandler: after authentication (the key is the caller's) and once the body is whole: a
  // multipart body (the import) is only read in the multipart plugin's own preValidation. A body the
  // contract refuses never reaches here: its 400 is the same however often it is sent, and changed
  // nothing. A refusal thrown here is answered by the product's error handler.
  app.addHook('preHandler', async (request, reply) => {
    if (!KEYED_METHODS.has(request.method) || !request.user) return;
    const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === undefined) return;
    if (key === null) throw badRequest(INVALID_KEY);
    const now = app.clock.now();
    await purge(now);
    const mine = { userId: request.user.id, key };
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    if (await claim(app.db, { ...mine, fingerprint, now })) {
      running.set(request, mine);
      return;
    }
    const [first] = await app.db.select().from(idempotencyKeys).where(whereClaim(mine));
    // Gone between the two statements (purged or released): the client may simply try again.
    if (!first || first.statusCode === null) {
      if (first && first.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
      // Retry-After tells this 409 from a route's own: the same request may be sent again.
      reply.header('retry-after', '1');
      throw conflict(KEY_IN_PROGRESS);
    }
    if (first.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
    reply.code(first.statusCode).header(REPLAYED_HEADER, 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return reply.send(first.body ?? '');
  });

  // Before the answer leaves: a retry that follows it at once finds it stored. A server error is not
  // kept (the client may try again); a client error is, like any answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const mine = running.get(request);
    if (!mine) return payload;
    running.delete(request);
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await app.db.delete(idempotencyKeys).where(whereClaim(mine));
      } else {
        const contentType = reply.getHeader('content-type');
        await app.db
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: payload,
          })
          .where(whereClaim(mine));
      }
    } catch (error) {
      // The record was made: its answer still goes out. The row stays "running" until abandoned.
      request.log.warn({ err: error }, 'idempotency key not stored');
    }
    return payload;
  });

  // An answer that never went through onSend (the socket closed first): free the key.
  app.addHook('onResponse', async (request) => {
    const mine = running.get(request);
    if (!mine) return;
    running.delete(request);
    await app.db
      .delete(idempotencyKeys)
      .where(whereClaim(mine))
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
  });
});
