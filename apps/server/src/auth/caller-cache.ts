import { createHash } from 'node:crypto';
import { TtlCache } from '../lib/ttl-cache';
import type { UserRow } from './caller';
import type { Roles } from './roles';
import type { VerifiedToken } from './token-verifier';

/**
 * What the authentication of every /api request would otherwise ask again and again, kept
 * briefly in this process (decision 012):
 * - verified tokens, by the SHA-256 of the token, until the token expires (at most `tokenMs`):
 *   a JWT is as valid on its second use as on its first, so only the signature check is saved;
 * - the caller's user row and roles, for `userMs`: a deleted account, a profile change or an
 *   admin grant or revocation made elsewhere (another copy of the server, `npm run admin`) is
 *   seen here within that bound; changes made through this copy are seen at once, because any
 *   write by the caller, and the account deletion, forget the caller's entries;
 * - the caller's first screens (the dashboard summary, a licence page: decision 029), for `viewsMs`
 *   and within the minute they were computed in, forgotten with the rest at the caller's write: the
 *   author of a change sees it on their next request, a change by someone else (another member,
 *   the reminder worker, another copy) within that bound.
 */
export interface CallerCacheOptions {
  /** The longest a verified token is kept (it is never kept past its `exp`); 0 turns it off. */
  tokenMs: number;
  /** How long a user row and roles are kept; 0 turns it off. */
  userMs: number;
  /** How long a user's first screens are kept; 0 turns it off. */
  viewsMs: number;
  maxEntries: number;
}

export const CALLER_CACHE_DEFAULTS: CallerCacheOptions = {
  tokenMs: 10 * 60_000,
  userMs: 5_000,
  viewsMs: 5_000,
  maxEntries: 10_000,
};

const identityKey = (issuer: string, subject: string) => `${issuer}\u0000${subject}`;
/** Tokens are kept under their SHA-256, not as themselves. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export class CallerCache {
  private readonly tokens: TtlCache<string, VerifiedToken>;
  private readonly users: TtlCache<string, UserRow>;
  /** By user id, with the e-mail and its verification they were decided on. */
  private readonly roles: TtlCache<string, { basis: string; roles: Roles }>;
  /** By user id: the answers of `view`, by their key. */
  private readonly views: TtlCache<string, Map<string, unknown>>;
  /** User id → its key in `users`, for changes made outside a request of that user (a link). */
  private readonly keyOfId = new Map<string, string>();

  constructor(
    readonly options: CallerCacheOptions = CALLER_CACHE_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = new TtlCache(options.maxEntries, now);
    this.users = new TtlCache(options.maxEntries, now);
    this.roles = new TtlCache(options.maxEntries, now);
    this.views = new TtlCache(options.maxEntries, now);
  }

  /**
   * A read-only answer for the user under `key`, which names everything it depends on but the
   * data (the query, the clock's minute); kept unless the user's entries were forgotten meanwhile.
   */
  async view<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.viewsMs <= 0) return load();
    const cached = this.views.get(userId)?.get(key);
    if (cached !== undefined) return cached as T;
    const generation = this.views.generation(userId);
    const value = await load();
    if (this.views.generation(userId) === generation) {
      const views = this.views.get(userId) ?? new Map<string, unknown>();
      // A user's views all go when the first of them expires: none is kept past `viewsMs`.
      if (views.size === 0) this.views.set(userId, views, this.options.viewsMs);
      views.set(key, value);
    }
    return value;
  }

  /**
   * The caller of `token` when both its verification and its user row are kept: most requests,
   * answered without a promise (decision 038). Undefined otherwise: `verifiedToken` and `user` then
   * do the work, as they would have.
   */
  knownCaller(token: string): { verified: VerifiedToken; user: UserRow } | undefined {
    if (this.options.tokenMs <= 0) return undefined;
    const verified = this.tokens.get(tokenKey(token));
    if (!verified) return undefined;
    const user = this.users.get(identityKey(verified.issuer, verified.subject));
    return user ? { verified, user } : undefined;
  }

  /** The token verified by `verify`, or its earlier verification while the token is unexpired. */
  async verifiedToken(
    token: string,
    verify: (token: string) => Promise<VerifiedToken>,
  ): Promise<VerifiedToken> {
    if (this.options.tokenMs <= 0) return verify(token);
    const key = tokenKey(token);
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const verified = await verify(token);
    const exp = typeof verified.claims.exp === 'number' ? verified.claims.exp * 1000 : 0;
    this.tokens.set(key, verified, Math.min(this.options.tokenMs, exp - this.now()));
    return verified;
  }

  user(issuer: string, subject: string, load: () => Promise<UserRow>): Promise<UserRow> {
    // Frozen: one row object serves many requests, so no request may change it for the others.
    return this.users.fill(identityKey(issuer, subject), this.options.userMs, async () => {
      const row = Object.freeze(await load());
      this.keyOfId.set(row.id, identityKey(issuer, subject));
      if (this.keyOfId.size > this.options.maxEntries) this.keyOfId.clear();
      return row;
    });
  }

  /**
   * The user's roles. They rest on who the user is and whether their e-mail is verified (decision
   * 009), so they are kept per user and per what the user row says of the e-mail.
   */
  async rolesFor(
    user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>,
    load: () => Promise<Roles>,
  ): Promise<Roles> {
    if (this.options.userMs <= 0) return load();
    const basis = `${user.email?.toLowerCase() ?? ''}|${user.emailVerified}`;
    const cached = this.roles.get(user.id);
    if (cached?.basis === basis) return cached.roles;
    const roles = await load();
    this.roles.set(user.id, { basis, roles }, this.options.userMs);
    return roles;
  }

  /** After the user changed (their own write, or the account's deletion). */
  forgetUser(user: Pick<UserRow, 'issuer' | 'subject' | 'id'>): void {
    this.users.delete(identityKey(user.issuer, user.subject));
    this.roles.delete(user.id);
    this.views.delete(user.id);
  }

  /** After a change to the user made outside their requests, known by their identity (a verification link). */
  forgetIdentity(issuer: string, subject: string): void {
    this.users.delete(identityKey(issuer, subject));
  }

  /** After a change to the user made without their token (an unsubscribe link). */
  forgetUserId(id: string): void {
    const key = this.keyOfId.get(id);
    if (key) this.users.delete(key);
    this.roles.delete(id);
    this.views.delete(id);
  }

  /** After an admin grant or revocation made by this process: rare, so every user's roles go. */
  forgetRoles(): void {
    this.roles.clear();
  }
}
