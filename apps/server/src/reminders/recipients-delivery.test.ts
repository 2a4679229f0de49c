import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { joinWorkspace, linkIn, toOf } from '../../test/support/recipients';
import { reminderApi } from '../../test/support/reminders/api';
import { rawHeader } from '../../test/support/reminders/smtp-fake';
import { sweep } from './sweep';

/**
 * Issue 14 item 4, decision 023: a business's recipients each get each reminder once, through the
 * real SMTP server on loopback; an outside contact only after confirming by link; each has an
 * unsubscribe link that stops their reminders and nobody else's.
 */
describe.each(DB_KINDS)('reminders to a business’s recipients (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
  });
  afterAll(() => r?.close());

  const post = async (message: string, url: string) => {
    const res = await r.t.app.inject({
      method: 'POST',
      url: r.local(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, message).toBe(200);
    return res;
  };

  it('a member and an outside contact each get exactly one e-mail per reminder; unsubscribing one leaves the other', async () => {
    r.clock.set('2026-06-01T13:00:00Z');
    const owner = await r.owner('2026-07-01');
    const ownerEmail = (await owner.api.get('/api/users/profile')).json().email as string;
    const biz = owner.business.id;
    // Rows made at the same pinned instant come in id order: found by name.
    const statusOf = async (name: string) =>
      (
        (await owner.api.get(`/api/businesses/${biz}/recipients/`)).json() as {
          name: string;
          status: string;
        }[]
      ).find((x) => x.name === name)?.status;
    const member = await joinWorkspace(
      r.t,
      owner.api,
      r.smtp.messages,
      owner.business.workspace_id,
      'viewer',
      'Mo Member',
    );
    // A viewer opts themselves in: it is their own inbox.
    const optIn = await member.api.post(`/api/businesses/${biz}/recipients/`, { kind: 'member' });
    expect(optIn.statusCode, optIn.body).toBe(201);
    expect(optIn.json()).toMatchObject({ kind: 'member', status: 'active', is_me: true, name: 'Mo Member' });

    const added = await owner.api.post(`/api/businesses/${biz}/recipients/`, {
      kind: 'contact',
      name: 'Camille Client',
      email: 'Camille@Example.test',
      language: 'fr',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ email: 'camille@example.test', status: 'awaiting_confirmation' });
    // The one confirmation e-mail, in the contact's language; nothing else goes to them yet.
    const asks = r.smtp.messages.filter((m) => toOf(m).includes('camille@example.test'));
    expect(asks).toHaveLength(1);
    expect(asks[0]!.subject).toContain('Confirmez les rappels');
    const confirm = linkIn(asks[0]!, '/recipients/confirm');
    // Opening the link asks first (mail scanners follow links); the button confirms.
    const ask = await r.t.app.inject({ method: 'GET', url: r.local(confirm) });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<form method="post"');
    expect(await statusOf('Camille Client')).toBe('awaiting_confirmation');
    await post('confirm', confirm);
    expect(await statusOf('Camille Client')).toBe('active');

    const before = r.smtp.messages.length;
    const first = await r.run();
    // The creator's e-mail and SMS, the member's e-mail, the contact's e-mail.
    expect(first).toMatchObject({ created: 4, delivered: { sent: 4 } });
    const mails = r.smtp.messages.slice(before);
    expect(mails.flatMap(toOf).sort()).toEqual([ownerEmail, member.email, 'camille@example.test'].sort());
    const camille = mails.find((m) => toOf(m).includes('camille@example.test'))!;
    expect(camille.text).toContain('Camille Client');
    // Idempotent: another run at the same moment sends nothing more.
    expect(await r.run()).toMatchObject({ created: 0 });
    expect(r.smtp.messages).toHaveLength(before + 3);

    // The delivery log names each recipient.
    const log = (await owner.api.get(`/api/licenses/${owner.license.id}/reminders/`)).json() as {
      channel: string;
      recipient_name: string | null;
    }[];
    expect(log.map((d) => d.recipient_name).sort()).toEqual(
      ['Camille Client', 'Mo Member', null, null].sort(),
    );

    // The contact's own unsubscribe link stops their reminders only.
    const stop = rawHeader(camille, 'List-Unsubscribe')!.slice(1, -1);
    expect(stop).toContain('/recipients/unsubscribe?token=');
    await post('unsubscribe', stop);
    const listed = (await member.api.get(`/api/businesses/${biz}/recipients/`)).json() as {
      name: string;
      status: string;
    }[];
    expect(listed.map((x) => [x.name, x.status]).sort()).toEqual([
      ['Camille Client', 'unsubscribed'],
      ['Mo Member', 'active'],
    ]);
    const later = r.smtp.messages.length;
    r.clock.set('2026-06-17T13:00:00Z');
    expect(await r.run()).toMatchObject({ created: 3, delivered: { sent: 3 } });
    expect(r.smtp.messages.slice(later).flatMap(toOf).sort()).toEqual([ownerEmail, member.email].sort());
    // The owner's own unsubscribe still works as before and is not the contact's.
    expect(stop).not.toBe(rawHeader(r.smtp.messages.at(-1)!, 'List-Unsubscribe')!.slice(1, -1));
  });

  it('the creator listed as a recipient gets one e-mail, not two', async () => {
    r.clock.set('2026-06-01T13:00:00Z');
    const owner = await r.owner('2026-07-01');
    const ownerEmail = (await owner.api.get('/api/users/profile')).json().email as string;
    expect(
      (
        await owner.api.post(`/api/businesses/${owner.business.id}/recipients/`, {
          kind: 'member',
          channels: ['email'],
        })
      ).statusCode,
    ).toBe(201);
    const before = r.smtp.messages.length;
    const texts = r.twilio.messages.length;
    expect(await r.run()).toMatchObject({ created: 1, delivered: { sent: 1 } });
    expect(r.smtp.messages.slice(before).flatMap(toOf)).toEqual([ownerEmail]);
    // Listed with e-mail only, so their own SMS gives way too.
    expect(r.twilio.messages).toHaveLength(texts);
  });

  it('an unconfirmed contact gets nothing; removing a recipient cancels what was not sent', async () => {
    r.clock.set('2026-06-01T13:00:00Z');
    const owner = await r.owner('2026-07-01');
    const biz = owner.business.id;
    const add = (name: string, email: string) =>
      owner.api.post(`/api/businesses/${biz}/recipients/`, { kind: 'contact', name, email });
    expect((await add('Una Confirmed', 'una@example.test')).statusCode).toBe(201);
    const gone = (await add('Gus Gone', 'gus@example.test')).json().id as string;
    // The sweep alone: the deliveries exist, not sent yet.
    await sweep(r.t.database.db, r.clock.now());
    expect((await owner.api.delete(`/api/businesses/${biz}/recipients/${gone}/`)).statusCode).toBe(204);
    const before = r.smtp.messages.length;
    const run = await r.run();
    expect(run.delivered).toMatchObject({ sent: 2, skipped: 1 });
    const sentTo = r.smtp.messages.slice(before).flatMap(toOf);
    expect(sentTo).not.toContain('una@example.test');
    expect(sentTo).not.toContain('gus@example.test');
    const log = (await owner.api.get(`/api/licenses/${owner.license.id}/reminders/`)).json() as {
      status: string;
      last_error: string | null;
      recipient_name: string | null;
    }[];
    const byName = Object.fromEntries(log.filter((d) => d.recipient_name).map((d) => [d.recipient_name, d]));
    expect(byName['Una Confirmed']).toMatchObject({ status: 'skipped' });
    expect(byName['Una Confirmed']!.last_error).toMatch(/not confirmed/);
    // The removed recipient's row stays as history, named by nothing but its key: cancelled.
    expect(log.filter((d) => d.status === 'cancelled')).toHaveLength(1);
  });
});
