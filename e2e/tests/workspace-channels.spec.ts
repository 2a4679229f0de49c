// A workspace's webhook channel (decision 026), end to end: the owner adds it on the workspaces
// page, keeps the signing secret shown once, presses "Send test", and a receiver on loopback (this
// test's own HTTP server; the product runs with WEBHOOK_ALLOW_LOOPBACK=true) gets one request whose
// Standard Webhooks signature verifies with that secret.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUpOnboarded } from '../support/app';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let port = 0;
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
function signatureOf(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

test('an owner adds a webhook channel and its test arrives, signed', async ({ page }) => {
  await signUpOnboarded(page, 'Channel Café');
  await page.goto('/app/workspaces');
  // The channels show with the members, once the (only, personal) workspace's card is opened.
  await page.getByRole('button', { name: /^Members and invitations of / }).click();
  await page.getByLabel('Kind').selectOption('webhook');
  await page.getByRole('textbox', { name: /^URL/ }).fill(`http://127.0.0.1:${port}/hook`);
  await page.getByRole('button', { name: 'Add channel' }).click();

  // The secret, once; the list shows the address's hint, never more.
  const secret = (await page.getByTestId('channel-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await page.getByRole('button', { name: 'I saved it' }).click();
  await expect(page.getByTestId('channel-secret')).toBeHidden();
  await expect(page.getByText(`127.0.0.1:${port}/hook`)).toBeVisible();
  expect(received).toHaveLength(0);

  await page.getByRole('button', { name: /^Send a test message to Webhook \(signed\)/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test sent' })).toHaveText(
    'Test sent: the receiver answered 200.',
  );
  expect(received).toHaveLength(1);
  const [hook] = received;
  expect(hook!.method).toBe('POST');
  expect(hook!.path).toBe('/hook');
  const id = String(hook!.headers['webhook-id']);
  const timestamp = String(hook!.headers['webhook-timestamp']);
  expect(String(hook!.headers['webhook-signature']).split(' ')).toContain(
    signatureOf(secret, id, timestamp, hook!.body),
  );
  expect(JSON.parse(hook!.body)).toMatchObject({ type: 'channel.test' });
});
