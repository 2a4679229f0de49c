import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { recentDeliveries } from './service';

describe.each(DB_KINDS)('reminder history (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
  });
  afterAll(() => r?.close());

  it("lists a licence's deliveries and attempts to its owner, and hides them from anyone else", async () => {
    const owner = await r.owner('2026-07-01');
    const url = `/api/licenses/${owner.license.id}/reminders/`;
    expect((await owner.api.get(url)).json()).toEqual([]);

    r.smtp.failNext(1, 451);
    await r.run();
    r.clock.set('2026-06-01T13:05:00Z');
    await r.run();

    const response = await owner.api.get(url);
    expect(response.statusCode).toBe(200);
    const deliveries = response.json();
    expect(deliveries).toHaveLength(2);
    const email = deliveries.find((d: { channel: string }) => d.channel === 'email');
    expect(email).toMatchObject({
      license_id: owner.license.id,
      expiry_date: '2026-07-01',
      threshold_days: 30,
      status: 'sent',
      attempts: 2,
      last_error: null,
      due_at: '2026-06-01T13:00:00.000Z',
      sent_at: '2026-06-01T13:05:00.000Z',
    });
    expect(email.history).toEqual([
      expect.objectContaining({
        attempt: 1,
        outcome: 'retry',
        error: expect.stringMatching(/451/),
        provider_id: null,
      }),
      expect.objectContaining({ attempt: 2, outcome: 'sent', error: null, provider_id: email.provider_id }),
    ]);
    const sms = deliveries.find((d: { channel: string }) => d.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sent', provider_id: expect.stringMatching(/^SM[0-9a-f]{32}$/) });

    const stranger = await r.t.signIn();
    const hidden = await r.t.app.inject({ method: 'GET', url, headers: stranger.headers });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'License not found' });
    expect((await r.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = `/api/licenses/00000000-0000-4000-8000-000000000000/reminders/`;
    expect((await owner.api.get(missing)).statusCode).toBe(404);
  });

  it('documents the history route in OpenAPI and keeps the unsubscribe page out of it', async () => {
    const doc = (await r.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/licenses/{id}/reminders']?.get).toBeDefined();
    expect(doc.components.schemas.ReminderDelivery).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/unsubscribe'))).toBe(false);
  });

  it('gives the admin panel the latest deliveries, optionally by status', async () => {
    const recent = await recentDeliveries(r.t.database.db, { limit: 10 });
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(recent[0]).toMatchObject({ license_name: expect.any(String), business_name: 'Maple Diner' });
    const sent = await recentDeliveries(r.t.database.db, { limit: 1, status: 'sent' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe('sent');
    expect(await recentDeliveries(r.t.database.db, { limit: 10, status: 'failed' })).toEqual([]);
  });
});
