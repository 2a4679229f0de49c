import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { slackPayload, teamsPayload } from './chat-payloads';
import { checkOutboundUrl, RefusedDestination } from './outbound-guard';
import { newWebhookSecret, signWebhook } from './standard-webhooks';

describe('Standard Webhooks signing', () => {
  it('verifies with the independent standardwebhooks package, and fails once the body changes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'licence.reminder', data: { licence: 'Patio permit', days: 30 } });
    const headers = signWebhook(secret, 'msg_2Kx', new Date(), body);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => receiver.verify(`${body} `, { ...headers })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});

describe('outbound URL guard', () => {
  const resolveTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: 4 }));

  it('lets https to public addresses through', async () => {
    const url = await checkOutboundUrl('https://hooks.example.com/x', {
      resolve: resolveTo('93.184.216.34'),
    });
    expect(url.hostname).toBe('hooks.example.com');
  });

  it('refuses http, and names resolving to loopback, private, link-local or metadata addresses', async () => {
    const cases: [string, string[]][] = [
      ['http://hooks.example.com/x', ['93.184.216.34']],
      ['https://a.example/x', ['127.0.0.1']],
      ['https://a.example/x', ['10.1.2.3']],
      ['https://a.example/x', ['93.184.216.34', '192.168.1.1']],
      ['https://a.example/x', ['169.254.169.254']],
      ['https://a.example/x', ['100.64.0.1']],
      ['https://[::1]/x', []],
      ['https://[fe80::1]/x', []],
      ['https://[fd00::1]/x', []],
      ['https://[::ffff:127.0.0.1]/x', []],
      ['https://127.0.0.1/x', []],
      ['not a url', []],
    ];
    for (const [url, addresses] of cases) {
      await expect(checkOutboundUrl(url, { resolve: resolveTo(...addresses) }), url).rejects.toBeInstanceOf(
        RefusedDestination,
      );
    }
  });

  it('lets loopback through only with the test setting, and only when every address is loopback', async () => {
    expect((await checkOutboundUrl('http://127.0.0.1:4000/hook', { allowLoopback: true })).port).toBe('4000');
    await expect(
      checkOutboundUrl('http://a.example/x', {
        allowLoopback: true,
        resolve: resolveTo('127.0.0.1', '10.0.0.1'),
      }),
    ).rejects.toBeInstanceOf(RefusedDestination);
  });
});

describe('chat payloads', () => {
  const message = {
    title: 'Patio permit expires in 14 days',
    text: 'Maple Diner <b> & co',
    link: 'https://t.example/app',
  };
  it('builds a Slack message with escaped mrkdwn and a Teams Adaptive Card', () => {
    const slack = slackPayload(message);
    expect(slack.text).toBe('Patio permit expires in 14 days: Maple Diner &lt;b&gt; &amp; co');
    expect(JSON.stringify(slack.blocks)).toContain('Maple Diner &lt;b&gt; &amp; co');
    const teams = teamsPayload(message);
    expect(teams.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams.attachments[0]!.content.actions[0]!.url).toBe('https://t.example/app');
  });

  it('escapes a name that would ping a Slack channel or hide a link, in Slack and in Teams', () => {
    const evil = 'A & B <!channel> <https://evil|x> [Pay](https://evil) *now*';
    const slack = slackPayload({
      title: `${evil} expires in 14 days`,
      text: evil,
      link: 'https://t.example/app',
    });
    const escaped = 'A &amp; B &lt;!channel&gt; &lt;https://evil|x&gt; [Pay](https://evil) *now*';
    expect(slack.text).toBe(`${escaped} expires in 14 days: ${escaped}`);
    expect(slack.blocks[1]!.text).toEqual({ type: 'mrkdwn', text: escaped });
    // plain_text is shown as written by Slack: no markup, no mention.
    expect(slack.blocks[0]!.text).toEqual({ type: 'plain_text', text: `${evil} expires in 14 days` });
    expect(JSON.stringify([slack.text, slack.blocks.slice(1)])).not.toMatch(/<!channel>|<https:/);

    const teams = teamsPayload({ title: evil, text: 'Maple (Diner) now', link: 'https://t.example/app' });
    const [title, body] = teams.attachments[0]!.content.body;
    expect(title!.text).toBe('A & B <!channel> <https://evil|x> \\[Pay\\](https://evil) \\*now\\*');
    expect(body!.text).toBe('Maple (Diner) now');
  });
});
