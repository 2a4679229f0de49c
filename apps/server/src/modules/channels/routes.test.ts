import { MAX_CHANNELS_PER_WORKSPACE } from '@lt/core';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV, TORONTO_RESTAURANT } from '../../../test/support/businesses';
import { type Receiver, startReceiver } from '../../../test/support/channels/receiver';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity } from '../../../test/support/tokens';
import { rowsOf } from '../../db/raw-rows';
import { fixedClock } from '../../lib/clock';
import { deliverDue } from '../../reminders/deliver';
import { silentLog } from '../../reminders/log';
import { createReminderRuntime } from '../../reminders/runtime';

const NOW = '2026-06-01T13:00:00Z';

/**
 * The channel routes (decision 026): URL checks, the secret answered once, "Send test" with its
 * outcome, the limit, and delete cancelling waiting deliveries. Viewer 403 and non-member 404 for
 * every method: test/security/workspace-roles.test.ts.
 */
describe.each(DB_KINDS)('workspace channel routes (%s)', (kind) => {
  let t: TestApp;
  let strict: TestApp;
  let rx: Receiver;
  let owner: ReturnType<typeof apiClient>;
  let ws: string;

  beforeAll(async () => {
    rx = await startReceiver();
    const clock = fixedClock(NOW);
    t = await buildTestApp(kind, { clock, env: { ...TEST_ENV, WEBHOOK_ALLOW_LOOPBACK: 'true' } });
    strict = await buildTestApp(kind, { clock, env: TEST_ENV });
    owner = apiClient(t.app, (await t.signIn(newIdentity('channel-owner'))).headers);
    ws = (await owner.post('/api/workspaces/', { name: 'Harbour Café' })).json().id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await strict?.close();
    await rx?.close();
  });

  it('refuses http, loopback and private addresses without the test setting', async () => {
    const { headers } = await strict.signIn(newIdentity('strict-owner'));
    const me = apiClient(strict.app, headers);
    const mine = (await me.post('/api/workspaces/', { name: 'Strict' })).json().id;
    const cases: [string, RegExp][] = [
      [`${rx.base}/hook`, /must start with https/],
      ['https://127.0.0.1/hook', /private or reserved address \(127\.0\.0\.1\)/],
      ['https://10.0.0.8/hook', /private or reserved address/],
      ['https://[::1]/hook', /private or reserved address/],
      ['https://169.254.169.254/latest/meta-data', /private or reserved address/],
      ['not a url', /not a valid URL/],
    ];
    for (const [url, detail] of cases) {
      const res = await me.post(`/api/workspaces/${mine}/channels/`, { kind: 'webhook', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toMatch(detail);
    }
    // A French-speaking owner reads it in French.
    await me.put('/api/users/profile', { language: 'fr' });
    const french = await me.post(`/api/workspaces/${mine}/channels/`, {
      kind: 'slack',
      url: 'https://10.0.0.8/x',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().detail).toBe('url: 10.0.0.8 pointe vers une adresse privée ou réservée (10.0.0.8).');
    const bad = await me.post(`/api/workspaces/${mine}/channels/`, {
      kind: 'discord',
      url: 'https://a.example/x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("kind: doit être l'une des valeurs suivantes : slack, teams, webhook");
    expect((await me.get(`/api/workspaces/${mine}/channels/`)).json()).toEqual([]);
  });

  it('answers a webhook secret once, and "Send test" signs a message that verifies', async () => {
    const created = await owner.post(`/api/workspaces/${ws}/channels/`, {
      kind: 'webhook',
      url: `${rx.base}/test-hook`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const channel = created.json();
    expect(channel.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(channel).toMatchObject({ kind: 'webhook', enabled: true, consecutive_failures: 0 });
    expect(channel.url_hint).toBe(`${new URL(rx.base).host}/…hook`);

    const listed = (await owner.get(`/api/workspaces/${ws}/channels/`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain('test-hook');

    const tested = await owner.post(`/api/workspaces/${ws}/channels/${channel.id}/test/`);
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ ok: true, status: 200, error: null });
    const [hook] = rx.on('/test-hook');
    const headers = {
      'webhook-id': String(hook!.headers['webhook-id']),
      'webhook-timestamp': String(hook!.headers['webhook-timestamp']),
      'webhook-signature': String(hook!.headers['webhook-signature']),
    };
    // The pinned clock stamps the message; verify as of that moment.
    // The pinned clock stamped the message: the receiver verifies as of that moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    try {
      const event = new Webhook(channel.secret).verify(hook!.body, headers) as { type: string };
      expect(event.type).toBe('channel.test');
    } finally {
      vi.useRealTimers();
    }
    expect(JSON.parse(hook!.body).data).toEqual({
      workspace_id: ws,
      channel_id: channel.id,
      url: 'http://localhost:8000/app/workspaces'.replace('http://localhost:8000', t.config.publicUrl),
    });
  });

  it('"Send test" answers the receiver’s failure; delete cancels waiting deliveries', async () => {
    rx.answer('/down', 500);
    const channel = (
      await owner.post(`/api/workspaces/${ws}/channels/`, { kind: 'slack', url: `${rx.base}/down` })
    ).json();
    expect(channel.secret).toBeNull();
    const tested = (await owner.post(`/api/workspaces/${ws}/channels/${channel.id}/test/`)).json();
    expect(tested).toMatchObject({ ok: false, status: 500 });
    expect(tested.error).toContain('HTTP 500');

    const business = (
      await owner.post('/api/businesses/', { ...TORONTO_RESTAURANT, workspace_id: ws })
    ).json();
    const licence = (
      await owner.post('/api/licenses/', {
        business_id: business.id,
        license_name: 'Patio permit',
        level: 'municipal',
        issued_date: '2025-07-01',
        expiry_date: '2026-07-01',
      })
    ).json();
    await t.database.db.execute(sql`
      insert into reminder_deliveries (kind, license_id, expiry_date, threshold_days, channel, target_key, due_at, next_attempt_at)
      values ('reminder', ${licence.id}::uuid, '2026-07-01', 30, 'slack', ${`channel:${channel.id}`}, now(), now())`);
    expect((await owner.delete(`/api/workspaces/${ws}/channels/${channel.id}/`)).statusCode).toBe(204);
    const rows = rowsOf<{ status: string; last_error: string }>(
      await t.database.db.execute(
        sql`select status, last_error from reminder_deliveries where target_key = ${`channel:${channel.id}`}`,
      ),
    );
    expect(rows).toEqual([{ status: 'cancelled', last_error: 'the channel was deleted' }]);
    expect((await owner.delete(`/api/workspaces/${ws}/channels/${channel.id}/`)).json().detail).toBe(
      'Channel not found',
    );
  });

  it(`allows ${MAX_CHANNELS_PER_WORKSPACE} channels a workspace, and hides them from non-members`, async () => {
    const mine = (await owner.post('/api/workspaces/', { name: 'Full' })).json().id;
    for (let i = 0; i < MAX_CHANNELS_PER_WORKSPACE; i += 1) {
      const res = await owner.post(`/api/workspaces/${mine}/channels/`, {
        kind: 'teams',
        url: `${rx.base}/t${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await owner.post(`/api/workspaces/${mine}/channels/`, {
      kind: 'teams',
      url: `${rx.base}/x`,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(
      `A workspace can have at most ${MAX_CHANNELS_PER_WORKSPACE} channels; delete one first.`,
    );
    const stranger = apiClient(t.app, (await t.signIn(newIdentity('stranger'))).headers);
    expect((await stranger.get(`/api/workspaces/${mine}/channels/`)).statusCode).toBe(404);
  });
  it('sends a renewal notice to each channel once, through the delivery workers', async () => {
    const mine = (await owner.post('/api/workspaces/', { name: 'Renewals' })).json().id;
    await owner.post(`/api/workspaces/${mine}/channels/`, { kind: 'webhook', url: `${rx.base}/renewals` });
    const business = (
      await owner.post('/api/businesses/', { ...TORONTO_RESTAURANT, workspace_id: mine })
    ).json();
    const licence = (
      await owner.post('/api/licenses/', {
        business_id: business.id,
        license_name: 'Liquor licence',
        level: 'provincial',
        issued_date: '2025-07-01',
        expiry_date: '2026-07-01',
        renewal_rule: { kind: 'term', months: 12 },
      })
    ).json();
    const renewed = await owner.post(`/api/licenses/${licence.id}/renew/`, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    const runtime = await createReminderRuntime({
      db: t.database.db,
      clock: t.app.clock,
      log: silentLog,
      config: t.config,
    });
    try {
      expect(await deliverDue(runtime)).toMatchObject({ sent: 1 });
      expect(await deliverDue(runtime)).toMatchObject({ sent: 0 });
    } finally {
      runtime.close();
    }
    const hooks = rx.on('/renewals');
    expect(hooks).toHaveLength(1);
    const event = JSON.parse(hooks[0]!.body);
    expect(event.type).toBe('license.renewed');
    expect(event.data).toMatchObject({ license_id: licence.id, expiry_date: renewed.json().expiry_date });
  });
});
