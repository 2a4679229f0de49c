import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';

// Issue 16 item 5: which proxy hops are believed, absolute URLs only from PUBLIC_URL, and the
// header and request timeouts of the Node server.

describe('TRUST_PROXY values', () => {
  it('reads false, true (one hop), a hop count and a list of proxy addresses, and refuses the rest', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(parseTrustProxy('10.0.0.0/8,::1')).toEqual(['10.0.0.0/8', '::1']);
    expect(parseTrustProxy('yes')).toBeNull();
    expect(parseTrustProxy('10.0.0.1; rm')).toBeNull();
    expect(parseTrustProxy('999')).toBeNull();
  });
});

describe.each(DB_KINDS)('proxies, public origin and timeouts (%s)', (kind) => {
  const health = (t: TestApp, remoteAddress: string, xff?: string) =>
    t.app.inject({
      url: '/api/health',
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });

  describe('behind one proxy (TRUST_PROXY=true)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '3' } });
    });
    afterAll(() => t?.close());

    it('counts a forged X-Forwarded-For against the real client the proxy saw', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client writes any left part; the proxy appends the address it really saw.
        statuses.push((await health(t, '10.0.0.1', `198.51.100.${i + 1}, 203.0.113.9`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect((await health(t, '10.0.0.1', '1.2.3.4, 203.0.113.10')).statusCode).toBe(200);
    });
  });

  describe('behind listed proxies (TRUST_PROXY=10.0.0.1,10.0.0.2)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { TRUST_PROXY: '10.0.0.1,10.0.0.2', RATE_LIMIT_PER_MINUTE: '2' } });
    });
    afterAll(() => t?.close());

    it('believes only the listed proxies', async () => {
      // Through both proxies: the client is the address before them.
      expect((await health(t, '10.0.0.2', 'forged, 203.0.113.20, 10.0.0.1')).statusCode).toBe(200);
      expect((await health(t, '10.0.0.2', 'other, 203.0.113.20, 10.0.0.1')).statusCode).toBe(200);
      expect((await health(t, '10.0.0.2', 'third, 203.0.113.20, 10.0.0.1')).statusCode).toBe(429);
      // A client talking directly cannot pose as someone else by writing the header.
      for (const i of [1, 2])
        expect((await health(t, '192.0.2.50', `10.0.0.1, 203.0.113.${40 + i}`)).statusCode).toBe(200);
      expect((await health(t, '192.0.2.50', '203.0.113.99')).statusCode).toBe(429);
    });
  });

  describe('public origin', () => {
    let t: TestApp;
    const PUBLIC = 'https://tracker.example.test';
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { PUBLIC_URL: PUBLIC, TRUST_PROXY: 'true' } });
    });
    afterAll(() => t?.close());

    it('builds the discovery document from PUBLIC_URL whatever Host and X-Forwarded-* say', async () => {
      const res = await t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        remoteAddress: '10.0.0.1',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          'x-forwarded-for': '203.0.113.9',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil');
      const doc = res.json() as Record<string, unknown>;
      expect(doc.issuer).toBe(`${PUBLIC}/oidc`);
      const urls = Object.values(doc).filter((v): v is string => typeof v === 'string' && v.includes('://'));
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls)
        expect(url === `${PUBLIC}/oidc` || url.startsWith(`${PUBLIC}/oidc/`), url).toBe(true);
    });

    it('sends a sign-in to PUBLIC_URL pages whatever Host says', async () => {
      const res = await t.app.inject({
        url: '/oidc/auth?client_id=license-tracker-web&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Ftracker.example.test%2Fauth%2Fcallback&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location)).not.toContain('evil');
      for (const cookie of [res.headers['set-cookie']].flat()) expect(String(cookie)).not.toContain('evil');
    });
  });

  describe('timeouts', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await buildTestApp(kind, { timeouts: { headersMs: 800, requestMs: 1500 } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t?.close());

    /** Writes `data`, never finishes, and resolves with what the server answered and when it hung up. */
    function slowClient(data: string): Promise<{ answer: string; ms: number }> {
      return new Promise((resolve) => {
        const started = Date.now();
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(data));
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
        socket.on('error', () => undefined);
        setTimeout(() => socket.destroy(), 10_000);
      });
    }

    it('hangs up on a client that never finishes its headers', async () => {
      const { answer, ms } = await slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      expect(ms).toBeLessThan(4_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    });

    it('hangs up on a body trickled too slowly', async () => {
      const { answer, ms } = await slowClient(
        'PUT /api/users/profile HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a',
      );
      expect(ms).toBeLessThan(5_000);
      expect(ms).toBeGreaterThanOrEqual(1_000);
      // Refused at once for want of a token; the connection is then closed when the body is late.
      expect(answer).toMatch(/HTTP\/1\.1 408 Request Timeout/);
    });
  });
});
