import { Writable } from 'node:stream';
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { newIdentity } from '../../test/support/tokens';
import { fixedClock } from '../lib/clock';
import { REFUSAL_WARN_INTERVAL_MS } from './refusal-log';

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
  expected?: string;
  received?: string | string[];
  claim?: string;
  hint?: string;
}
const DEBUG = 20;
const WARN = 40;

/** Issue 16: a refused token says why in the log (debug always, warn once per reason per hour). */
describe.each(DB_KINDS)('why a bearer token was refused (%s)', (kind) => {
  let t: TestApp;
  let lines: string[] = [];
  const clock = fixedClock('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(kind, { logStream: stream, clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    lines = [];
  });

  const refusals = () =>
    lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg.startsWith('bearer token refused'));

  async function refuse(authorization: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
    return authorization;
  }

  /** Each case moves the clock past the warn interval, so every reason warns afresh. */
  async function refusalOf(authorization: string) {
    clock.set(new Date(clock.now().getTime() + REFUSAL_WARN_INTERVAL_MS + 1));
    lines = [];
    const sent = await refuse(authorization);
    const logged = refusals();
    // Never the token, nor any part of it.
    for (const part of sent
      .replace('Bearer ', '')
      .split('.')
      .filter((p) => p.length > 8)) {
      expect(lines.join('\n')).not.toContain(part);
    }
    return logged;
  }

  it('issuer: names the expected and the received issuer', async () => {
    const logged = await refusalOf(
      `Bearer ${await t.mint(newIdentity(), { issuer: 'https://other-idp.example/oidc' })}`,
    );
    expect(logged.map((l) => l.level)).toEqual([DEBUG, WARN]);
    expect(logged[1]).toMatchObject({
      reason: 'issuer',
      expected: t.config.identity.issuer,
      received: 'https://other-idp.example/oidc',
    });
    expect(logged[1]?.hint).toContain('OIDC_ISSUER');
  });

  it('audience: names both audiences and points at OIDC_AUDIENCE_PARAM', async () => {
    const logged = await refusalOf(
      `Bearer ${await t.mint(newIdentity(), { audience: 'openid profile email' })}`,
    );
    expect(logged[1]).toMatchObject({
      level: WARN,
      reason: 'audience',
      expected: t.config.identity.audience,
      received: 'openid profile email',
    });
    expect(logged[1]?.hint).toContain('OIDC_AUDIENCE_PARAM');
  });

  it('expired', async () => {
    const logged = await refusalOf(`Bearer ${await t.mint(newIdentity(), { expiresIn: -120 })}`);
    expect(logged[1]).toMatchObject({ level: WARN, reason: 'expired' });
  });

  it('signature: a token signed by another key with the same kid', async () => {
    const good = await t.mint(newIdentity());
    const [header] = good.split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(newIdentity().subject)
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setExpirationTime('10m')
      .sign(privateKey);
    const logged = await refusalOf(`Bearer ${forged}`);
    expect(logged[1]).toMatchObject({ level: WARN, reason: 'signature' });
  });

  it('unknown key and algorithm', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    await exportJWK(publicKey);
    const unknownKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: 'not-a-known-key' })
      .setSubject('someone')
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await refusalOf(`Bearer ${unknownKey}`))[1]).toMatchObject({ reason: 'unknown_key' });

    const none = `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${base64url.encode(
      JSON.stringify({
        sub: 'x',
        iss: t.config.identity.issuer,
        aud: t.config.identity.audience,
        exp: 9999999999,
      }),
    )}.`;
    expect((await refusalOf(`Bearer ${none}`))[1]).toMatchObject({ reason: 'algorithm' });
  });

  it('malformed: a header that is not a bearer JWT, or a JWT that does not parse', async () => {
    expect((await refusalOf('Token abc.def'))[1]).toMatchObject({ reason: 'malformed' });
    expect((await refusalOf('Bearer eyJub3QganNvbg.eyJub3QganNvbg.c2ln'))[1]).toMatchObject({
      reason: 'malformed',
    });
  });

  it('no Authorization header at all is no refusal to report (public probes, signed-out pages)', async () => {
    clock.set(new Date(clock.now().getTime() + REFUSAL_WARN_INTERVAL_MS + 1));
    lines = [];
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(refusals()).toEqual([]);
  });

  it('warns once per distinct reason per hour, and logs every refusal at debug level', async () => {
    clock.set(new Date(clock.now().getTime() + REFUSAL_WARN_INTERVAL_MS + 1));
    lines = [];
    const expired = `Bearer ${await t.mint(newIdentity(), { expiresIn: -120 })}`;
    const wrongAudience = `Bearer ${await t.mint(newIdentity(), { audience: 'https://elsewhere.example' })}`;
    for (let i = 0; i < 5; i += 1) await refuse(expired);
    for (let i = 0; i < 3; i += 1) await refuse(wrongAudience);
    const logged = refusals();
    expect(logged.filter((l) => l.level === DEBUG)).toHaveLength(8);
    expect(logged.filter((l) => l.level === WARN).map((l) => l.reason)).toEqual(['expired', 'audience']);

    // Within the hour: debug only. After it: one warning again.
    lines = [];
    clock.set(new Date(clock.now().getTime() + REFUSAL_WARN_INTERVAL_MS - 60_000));
    await refuse(expired);
    expect(refusals().map((l) => l.level)).toEqual([DEBUG]);
    lines = [];
    clock.set(new Date(clock.now().getTime() + 120_000));
    await refuse(expired);
    expect(refusals().map((l) => l.level)).toEqual([DEBUG, WARN]);
  });
});
