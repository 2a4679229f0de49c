import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, SUPER_ADMIN_EMAIL, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/** A page of the loopback site: its HTML, and its validators when it sends them. */
interface Page {
  html: string;
  etag?: string;
  lastModified?: string;
}

/**
 * The authorities' pages, served on loopback: `/hang` never answers; a page with an ETag answers a
 * matching If-None-Match (or a later If-Modified-Since) with a 304, as a real server does.
 */
function startSite() {
  const pages = new Map<string, Page>();
  const log: { path: string; status: number; conditional: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/hang') return; // never answers: the watch's time limit ends it
    const page = pages.get(path);
    const conditional = !!(request.headers['if-none-match'] || request.headers['if-modified-since']);
    const status = !page
      ? 404
      : page.etag && request.headers['if-none-match'] === page.etag
        ? 304
        : page.lastModified && request.headers['if-modified-since'] === page.lastModified && !page.etag
          ? 304
          : 200;
    log.push({ path, status, conditional });
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (page?.etag) headers.etag = page.etag;
    if (page?.lastModified) headers['last-modified'] = page.lastModified;
    response.writeHead(status, headers);
    response.end(status === 200 ? page!.html : status === 404 ? 'missing' : undefined);
  });
  return {
    pages,
    log,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const html = (main: string, noise = 'build 1') =>
  `<html><body><nav>Home · Services</nav><main>${main}</main><script>var v = "${noise}";</script><footer>${noise}</footer></body></html>`;

describe.each(DB_KINDS)('watched sources (%s)', (kind) => {
  const clock = fixedClock('2026-11-27T15:00:00Z');
  const site = startSite();
  let base: string;
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  let superAdmin: ReturnType<typeof apiClient>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    base = await site.listen();
    t = await buildTestApp(kind, {
      clock,
      env: {
        ...ADMIN_ENV,
        SOURCE_WATCH_ENABLED: 'true',
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        SOURCE_WATCH_PAUSE_MS: '5',
        SOURCE_WATCH_TIMEOUT_MS: '300',
      },
    });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
    superAdmin = apiClient(t.app, (await t.signIn(adminIdentity(SUPER_ADMIN_EMAIL))).headers);
    // Only this test's pages are watched: the seeded catalogue's are on the Internet.
    await t.database.db
      .update(licenseTemplates)
      .set({ sourceUrl: null })
      .where(isNotNull(licenseTemplates.sourceUrl));
    site.pages.set('/fees', { html: html('<h1>Business licence</h1><p>The fee is $100 a year.</p>') });
    site.pages.set('/food', {
      html: html('<p>Food premises: renew by 31 March.</p>'),
      etag: '"food-v1"',
      lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT',
    });
    const create = async (name: string, source_url: string) => {
      const response = await admin.post('/api/admin/license-templates', templateBody({ name, source_url }));
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json().id;
    };
    // Two templates share the fees page: it is fetched once and changes once.
    await create('Halifax business licence', `${base}/fees`);
    await create('Halifax home business permit', `${base}/fees`);
    await create('Halifax food premises permit', `${base}/food`);
    await create('Halifax slow permit', `${base}/hang`);
    await create('Metadata permit', 'https://169.254.169.254/latest/meta-data/');
    await create('Private network permit', 'https://10.0.0.1/licences');
  });
  afterAll(async () => {
    await t?.close();
    await site.close();
  });

  /** "Check sources now", then the status until the pass is over (no fixed wait). */
  async function checkNow() {
    const started = await superAdmin.post('/api/admin/sources/check');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({ started: true });
    for (;;) {
      const status = (await admin.get('/api/admin/sources/status')).json();
      if (!status.running) return status.last_run;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const changes = async () => {
    const response = await admin.get('/api/admin/sources/changes?limit=10&offset=0');
    expect(response.statusCode, response.body).toBe(200);
    return { total: Number(response.headers['x-total-count']), items: response.json() };
  };
  const failures = async () => (await admin.get('/api/admin/sources/failures')).json();

  it('answers 401 without a token, 403 to a user who is not an admin, 403 "check now" to a plain admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sources/changes' })).statusCode).toBe(401);
    const user = apiClient(t.app, (await t.signIn()).headers);
    expect((await user.get('/api/admin/sources/changes')).statusCode).toBe(403);
    expect(
      (await user.post('/api/admin/sources/changes/00000000-0000-4000-8000-000000000000/review')).statusCode,
    ).toBe(403);
    const plain = await admin.post('/api/admin/sources/check');
    expect(plain.statusCode).toBe(403);
    expect(plain.json().detail).toBe('Only a super admin may check the sources now');
  });

  it('a first pass records each page as it is: no change; a hang is a timeout, a private address is refused', async () => {
    const run = await checkNow();
    expect(run).toMatchObject({ trigger: 'admin', checked: 5, changed: 0, failed: 3 });
    expect(await changes()).toEqual({ total: 0, items: [] });
    // Each distinct URL once: the shared fees page was fetched a single time.
    expect(site.log.filter((r) => r.path === '/fees')).toHaveLength(1);
    const failed = await failures();
    const byUrl = Object.fromEntries(failed.map((f: { url: string }) => [f.url, f]));
    expect(byUrl[`${base}/hang`]).toMatchObject({ kind: 'timeout', reason: 'no answer within 300 ms' });
    expect(byUrl['https://169.254.169.254/latest/meta-data/']).toMatchObject({
      kind: 'refused',
      reason: '169.254.169.254 points to a private or reserved address (169.254.169.254).',
    });
    expect(byUrl['https://10.0.0.1/licences']).toMatchObject({ kind: 'refused' });
    expect(byUrl['https://10.0.0.1/licences'].templates.map((x: { name: string }) => x.name)).toEqual([
      'Private network permit',
    ]);
  });

  it('an unchanged text is no change, whatever its scripts and footer; a 304 is no change and sends no body', async () => {
    site.pages.set('/fees', {
      html: html('<h1>Business licence</h1>\n  <p>The fee is   $100 a year.</p>', 'build 2'),
    });
    site.log.length = 0;
    const run = await checkNow();
    expect(run).toMatchObject({ checked: 5, unchanged: 2, changed: 0, failed: 3 });
    expect(await changes()).toEqual({ total: 0, items: [] });
    expect(site.log.find((r) => r.path === '/food')).toEqual({
      path: '/food',
      status: 304,
      conditional: true,
    });
  });

  it('a changed text is one change for its URL, listing every template that names it', async () => {
    site.pages.set('/fees', {
      html: html('<h1>Business licence</h1><p>The fee is $120 a year.</p><p>Late: a 10% penalty.</p>'),
    });
    clock.set('2026-11-28T09:00:00Z');
    const run = await checkNow();
    expect(run).toMatchObject({ changed: 1 });
    const { total, items } = await changes();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      url: `${base}/fees`,
      detected_at: '2026-11-28T09:00:00.000Z',
      before_text: 'Business licence\nThe fee is $100 a year.',
      after_text: 'Business licence\nThe fee is $120 a year.\nLate: a 10% penalty.',
      reviewed_at: null,
    });
    expect(items[0].templates.map((x: { name: string }) => x.name)).toEqual([
      'Halifax business licence',
      'Halifax home business permit',
    ]);
  });

  it('a page that changes again before review stays one change, from the reviewed text to the newest', async () => {
    site.pages.set('/fees', { html: html('<h1>Business licence</h1><p>The fee is $125 a year.</p>') });
    await checkNow();
    const { total, items } = await changes();
    expect(total).toBe(1);
    expect(items[0].before_text).toBe('Business licence\nThe fee is $100 a year.');
    expect(items[0].after_text).toBe('Business licence\nThe fee is $125 a year.');
  });

  it('does not start a second pass while one is going', async () => {
    const first = await superAdmin.post('/api/admin/sources/check');
    const second = await superAdmin.post('/api/admin/sources/check');
    expect(first.json()).toEqual({ started: true });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ started: false });
    while ((await admin.get('/api/admin/sources/status')).json().running) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('reviewing dates the templates checked today and takes the change off the list', async () => {
    const [change] = (await changes()).items;
    clock.set('2026-11-29T23:30:00Z');
    const reviewed = await admin.post(`/api/admin/sources/changes/${change.id}/review`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      id: change.id,
      reviewed_at: '2026-11-29T23:30:00.000Z',
      reviewed_by_email: 'chief@example.test',
    });
    expect(reviewed.json().templates.map((x: { source_checked_on: string }) => x.source_checked_on)).toEqual([
      '2026-11-29',
      '2026-11-29',
    ]);
    const food = await t.database.db
      .select({ checked: licenseTemplates.sourceCheckedOn })
      .from(licenseTemplates)
      .where(eq(licenseTemplates.id, ids['Halifax food premises permit']!));
    expect(food[0]!.checked).toBeNull();
    expect(await changes()).toEqual({ total: 0, items: [] });

    const again = await admin.post(`/api/admin/sources/changes/${change.id}/review`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This source change was already reviewed.');
  });

  it('answers 400 with a detail for bad input and 404 for an unknown change', async () => {
    const badId = await admin.post('/api/admin/sources/changes/not-an-id/review');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toMatch(/^id: /);
    const badPage = await admin.get('/api/admin/sources/changes?limit=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().detail).toBe('limit: must be at least 1');
    const unknown = await admin.post(
      '/api/admin/sources/changes/00000000-0000-4000-8000-000000000000/review',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Source change not found');
  });
});

describe('watched sources turned off', () => {
  it('refuses "Check sources now" with a reason (tests run with the watch off unless they ask)', async () => {
    const t = await buildTestApp('pglite', { env: ADMIN_ENV });
    try {
      expect(t.config.sourceWatch.enabled).toBe(false);
      const superAdmin = apiClient(t.app, (await t.signIn(adminIdentity(SUPER_ADMIN_EMAIL))).headers);
      const refused = await superAdmin.post('/api/admin/sources/check');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        'Watching sources is turned off on this server (SOURCE_WATCH_ENABLED=false).',
      );
      expect((await superAdmin.get('/api/admin/sources/status')).json()).toEqual({
        enabled: false,
        running: false,
        last_run: null,
      });
    } finally {
      await t.close();
    }
  });
});
