import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { rawHeader } from '../../test/support/reminders/smtp-fake';

describe.each(DB_KINDS)('the unsubscribe link (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
  });
  afterAll(() => r?.close());

  it('works without signing in and stops further e-mail, but not SMS', async () => {
    const owner = await r.owner('2026-07-01');
    expect(await r.run()).toMatchObject({ delivered: { sent: 2 } });
    const mail = r.smtp.messages.at(-1)!;
    const link = rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1);
    expect(mail.text).toContain(link);
    const url = r.local(link);
    expect(url).toMatch(/^\/unsubscribe\?token=/);

    // Opening the link (as a mail scanner would) changes nothing: it asks first.
    const page = await r.t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Stop e-mail reminders');
    let profile = await owner.api.get('/api/users/profile');
    expect(profile.json().notification_channels).toEqual(['email', 'sms']);

    // RFC 8058 one-click: a form-encoded POST to the same URL, no token or cookie.
    const done = await r.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('E-mail reminders are off');
    profile = await owner.api.get('/api/users/profile');
    expect(profile.json().notification_channels).toEqual(['sms']);

    // The next reminder of that user comes by SMS only.
    await owner.api.post('/api/licenses/', {
      business_id: owner.business.id,
      license_name: 'Sign permit',
      level: 'municipal',
      issued_date: '2026-01-15',
      expiry_date: '2026-06-30',
    });
    const emails = r.smtp.messages.length;
    const texts = r.twilio.messages.length;
    expect(await r.run()).toMatchObject({ created: 1, delivered: { sent: 1 } });
    expect(r.smtp.messages).toHaveLength(emails);
    expect(r.twilio.messages).toHaveLength(texts + 1);
  });

  it('looks like the product, in the profile’s language, with a FR/EN link that the form keeps', async () => {
    const owner = await r.owner('2026-07-01');
    await r.run();
    const url = r.local(rawHeader(r.smtp.messages.at(-1)!, 'List-Unsubscribe')!.slice(1, -1));
    const english = await r.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-CA' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toMatch(/<style>[^<]*\.card\{/);
    expect(english.body).toContain('<a class="brand" href="/">');
    const switchHref = `${url}&amp;lang=fr`;
    expect(english.body).toContain(`<a href="${switchHref}" lang="fr" hreflang="fr"`);

    const french = await r.t.app.inject({ method: 'GET', url: `${url}&lang=fr` });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Se désabonner</button>');
    expect(french.body).toContain(`action="${switchHref}"`);
    expect(french.body).toContain(`<a href="${url}&amp;lang=en" lang="en"`);
    const done = await r.t.app.inject({ method: 'POST', url: `${url}&lang=fr` });
    expect(done.body).toContain('Les rappels par courriel sont désactivés');

    // A French profile: the plain link (and a mail client's one-click) answer in French.
    expect((await owner.api.put('/api/users/profile', { language: 'fr' })).statusCode).toBe(200);
    const plain = await r.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(plain.body).toContain('<html lang="fr">');
    expect(plain.body).toContain(`<a href="${url}&amp;lang=en"`);
    const ignored = await r.t.app.inject({ method: 'GET', url: `${url}&lang=xx` });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.body).toContain('<html lang="fr">');
  });

  it('accepts a multipart one-click POST, and is idempotent', async () => {
    await r.owner('2026-07-01');
    await r.run();
    const url = r.local(rawHeader(r.smtp.messages.at(-1)!, 'List-Unsubscribe')!.slice(1, -1));
    const boundary = 'xYzZY';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    for (let i = 0; i < 2; i++) {
      const response = await r.t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a tampered, foreign or missing token', async () => {
    const owner = await r.owner('2026-07-01');
    await r.run();
    const url = r.local(rawHeader(r.smtp.messages.at(-1)!, 'List-Unsubscribe')!.slice(1, -1));
    const token = decodeURIComponent(url.split('token=')[1]!);
    const [, signature] = token.split('.');
    const forged = `${owner.profile.id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${signature}`;
    for (const bad of [
      '/unsubscribe',
      '/unsubscribe?token=',
      `/unsubscribe?token=${encodeURIComponent(`${token}x`)}`,
      `/unsubscribe?token=${encodeURIComponent(forged)}`,
      '/unsubscribe?token=not-a-token',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await r.t.app.inject({ method, url: bad });
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.body).toContain('This link does not work');
      }
    }
    const profile = await owner.api.get('/api/users/profile');
    expect(profile.json().notification_channels).toEqual(['email', 'sms']);
  });
});
