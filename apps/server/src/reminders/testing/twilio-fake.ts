import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  accountSid: string;
  authorization: string | undefined;
  to: string;
  from: string;
  body: string;
  sid: string;
}

export interface TwilioFake {
  /** http://127.0.0.1:<port>, for TWILIO_API_BASE. */
  apiBase: string;
  accountSid: string;
  authToken: string;
  messages: SentSms[];
  /** Answers the next `count` requests with this HTTP status (5xx: transient). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The Twilio Messages API on loopback, in its real shape: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form body; 201 and the message
 * resource, or {code, message, more_info, status}.
 */
export async function startTwilioFake(): Promise<TwilioFake> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages: SentSms[] = [];
  let failures = { count: 0, status: 503 };
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const reply = (status: number, json: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const error = (status: number, code: number, message: string) =>
      reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return error(404, 20404, 'The requested resource was not found');
    if (request.headers.authorization !== expectedAuth || match[1] !== accountSid) {
      return error(401, 20003, 'Authenticate');
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return error(failures.status, 20500, 'Internal Server Error');
    }
    const form = new URLSearchParams(body);
    const [to, from, text] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !/^\+[1-9]\d{6,14}$/.test(to))
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from || !text) return error(400, 21604, "A 'From' and a 'Body' are required.");
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ accountSid, authorization: request.headers.authorization, to, from, body: text, sid });
    reply(201, {
      sid,
      account_sid: accountSid,
      to,
      from,
      body: text,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
