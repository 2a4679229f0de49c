import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app';
import type { ApiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type joinWorkspace, linkIn, recipientsCast, toOf } from '../../../test/support/recipients';
import type { SmtpFake } from '../../../test/support/reminders/smtp-fake';
import { rawRows } from '../../db/raw-rows';
import { fixedClock } from '../../lib/clock';

/**
 * "Resend" of an outside contact's confirmation e-mail (decision 034), through the real SMTP server
 * on loopback: editors and owners only, the same caps as the first e-mail (3 per address, the
 * sender's daily cap — 4 here), and a 409 that says why when there is nothing to resend.
 */
describe.each(DB_KINDS)('resending a recipient’s confirmation (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  let owner: ApiClient;
  let editor: Awaited<ReturnType<typeof joinWorkspace>>;
  let viewer: Awaited<ReturnType<typeof joinWorkspace>>;
  let outsider: ApiClient;
  let biz: string;
  const list = () => `/api/businesses/${biz}/recipients/`;
  const resend = (who: ApiClient, id: string) => who.post(`${list()}${id}/resend/`);
  const mailsTo = (address: string) => smtp.messages.filter((m) => toOf(m).includes(address));
  const addContact = async (who: ApiClient, email: string) => {
    const added = await who.post(list(), { kind: 'contact', name: email.split('@')[0], email });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().id as string;
  };

  beforeAll(async () => {
    ({ t, smtp, owner, editor, viewer, outsider, biz } = await recipientsCast(kind, {
      sendCapPerDay: 4,
      clock: fixedClock('2026-11-24T15:00:00Z'),
    }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the e-mail again, at most 3 to an address; the resent link confirms; then 409', async () => {
    const ana = await addContact(editor.api, 'ana@example.test');
    expect(mailsTo('ana@example.test')).toHaveLength(1);

    const again = await resend(editor.api, ana);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: ana, status: 'awaiting_confirmation' });
    expect((await resend(owner, ana)).statusCode).toBe(200);
    const mails = mailsTo('ana@example.test');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe(mails[0]!.subject);

    const capped = await resend(editor.api, ana);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().detail).toBe(
      'This contact was already sent 3 confirmation e-mails; they can use the last one.',
    );
    expect(mailsTo('ana@example.test')).toHaveLength(3);

    // The last link works like the first; once confirmed there is nothing to resend.
    const link = new URL(linkIn(mails[2]!, '/recipients/confirm'));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(confirmed.statusCode).toBe(200);
    const done = await resend(owner, ana);
    expect(done.statusCode).toBe(409);
    expect(done.json().detail).toBe('This contact already confirmed; reminders go to them.');
  });

  it('counts against the sender’s daily cap, and gives the address its e-mail back when refused', async () => {
    // The editor has sent 2 today (one added, one resent): 2 more reach the cap of 4.
    const ben = await addContact(editor.api, 'ben@example.test');
    await addContact(editor.api, 'cleo@example.test');
    const refused = await resend(editor.api, ben);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Your account reached its daily cap of e-mails; try again tomorrow.');
    expect(mailsTo('ben@example.test')).toHaveLength(1);
    const [row] = await rawRows<{ n: number }>(
      t.database.db,
      sql`select confirmations_sent as n from business_recipients where id = ${ben}`,
    );
    expect(Number(row!.n)).toBe(1);
    // The owner's own cap is not the editor's.
    expect((await resend(owner, ben)).statusCode).toBe(200);
    expect(mailsTo('ben@example.test')).toHaveLength(2);
  });

  it('is an editor’s or owner’s: a viewer gets 403, a stranger 404; a member has nothing to confirm', async () => {
    const dan = await addContact(owner, 'dan@example.test');
    const byViewer = await resend(viewer.api, dan);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().detail).toMatch(/viewer/);
    const byStranger = await resend(outsider, dan);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().detail).toBe('Business not found');
    const unknown = await resend(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Recipient not found');
    expect((await owner.post(`${list()}not-an-id/resend/`)).statusCode).toBe(400);
    expect(mailsTo('dan@example.test')).toHaveLength(1);

    const me = await viewer.api.post(list(), { kind: 'member' });
    const member = await resend(owner, me.json().id);
    expect(member.statusCode).toBe(409);
    expect(member.json().detail).toMatch(/nothing to confirm/);
  });
});
