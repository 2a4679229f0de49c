import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSmsNumber } from '@lt/core';

export interface SentSms {
  accountSid: string;
  authorization: string | undefined;
  to: string;
  from: string;
  body: string;
  sid: string;
  dateCreated: Date;
}

export interface TwilioFake {
  /** http://127.0.0.1:<port>, for TWILIO_API_BASE. */
  apiBase: string;
  accountSid: string;
  authToken: string;
  messages: SentSms[];
  /** 'To' numbers refused because they are not Canadian or US geographic numbers (error 21408). */
  refused: string[];
  /** Answers the next `count` requests (sends and lookups) with this HTTP status (5xx: transient). */
  failNext(count: number, status?: number): void;
  /**
   * Accepts the next `count` messages and then drops the connection without an answer: the
   * sender cannot tell whether the message went out.
   */
  dropRepliesNext(count: number): void;
  /** Messages accepted whose answer was dropped. */
  dropped(): number;
  /** Waits this long before answering each send (a slow API). */
  delayMs: number;
  /** Message list requests answered (GET …/Messages.json). */
  lookups(): number;
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
export async function startTwilioFake(
  options: { port?: number; accountSid?: string; authToken?: string } = {},
): Promise<TwilioFake> {
  // Fixed port and credentials let a separately started server (the browser suite's) use it.
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: SentSms[] = [];
  const refused: string[] = [];
  let failures = { count: 0, status: 503 };
  let drops = 0;
  let dropped = 0;
  let lookups = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const reply = (status: number, json: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const error = (status: number, code: number, message: string) =>
      reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const path = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path.pathname);
    if (!match || !['POST', 'GET'].includes(request.method ?? ''))
      return error(404, 20404, 'The requested resource was not found');
    if (request.headers.authorization !== expectedAuth || match[1] !== accountSid) {
      return error(401, 20003, 'Authenticate');
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return error(failures.status, 20500, 'Internal Server Error');
    }
    if (request.method === 'GET') {
      lookups += 1;
      return reply(200, listPage(messages, path, accountSid));
    }
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const form = new URLSearchParams(body);
    const [to, from, text] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !/^\+[1-9]\d{6,14}$/.test(to))
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from || !text) return error(400, 21604, "A 'From' and a 'Body' are required.");
    // The account's geographic permissions allow Canada and the US only, as production's should
    // (issue 31): a premium, toll-free or Caribbean +1 number is refused like Twilio refuses it,
    // so a test that lets one through fails here instead of "receiving" the text.
    if (!isSmsNumber(to)) {
      refused.push(to);
      return error(
        400,
        21408,
        `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
      );
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const sms = { accountSid, authorization: request.headers.authorization, to, from, body: text, sid };
    messages.push({ ...sms, dateCreated: new Date() });
    if (drops > 0) {
      drops -= 1;
      dropped += 1;
      return request.socket.destroy();
    }
    reply(201, resource(messages.at(-1)!, 'queued'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: TwilioFake = {
    apiBase: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    refused,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    dropRepliesNext(count) {
      drops = count;
    },
    dropped: () => dropped,
    delayMs: 0,
    lookups: () => lookups,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/** A message resource as Twilio writes it (RFC 2822 dates). */
function resource(m: SentSms, status: 'queued' | 'sent') {
  return {
    sid: m.sid,
    account_sid: m.accountSid,
    to: m.to,
    from: m.from,
    body: m.body,
    status,
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    date_created: m.dateCreated.toUTCString(),
    date_updated: m.dateCreated.toUTCString(),
    date_sent: status === 'sent' ? m.dateCreated.toUTCString() : null,
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${m.accountSid}/Messages/${m.sid}.json`,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET …/Messages.json as Twilio answers it: newest first, filtered by To, From and the day sent
 * (`DateSent`, and `DateSent>` / `DateSent<` for on or after / on or before, YYYY-MM-DD), paged
 * by PageSize and Page with `next_page_uri`.
 */
function listPage(all: SentSms[], url: URL, accountSid: string) {
  const q = url.searchParams;
  const [to, from] = [q.get('To'), q.get('From')];
  const [on, after, before] = [q.get('DateSent'), q.get('DateSent>'), q.get('DateSent<')];
  const matching = all
    .filter((m) => (!to || m.to === to) && (!from || m.from === from))
    .filter((m) => (!on || day(m.dateCreated) === on) && (!after || day(m.dateCreated) >= after))
    .filter((m) => !before || day(m.dateCreated) <= before)
    .reverse();
  const size = Math.min(1000, Math.max(1, Number(q.get('PageSize') ?? 50)));
  const page = Math.max(0, Number(q.get('Page') ?? 0));
  const slice = matching.slice(page * size, (page + 1) * size);
  const pageUri = (n: number) => {
    const next = new URLSearchParams(q);
    next.set('Page', String(n));
    next.set('PageSize', String(size));
    return `${url.pathname}?${next}`;
  };
  return {
    messages: slice.map((m) => resource(m, 'sent')),
    page,
    page_size: size,
    start: page * size,
    end: page * size + Math.max(0, slice.length - 1),
    uri: pageUri(page),
    first_page_uri: pageUri(0),
    previous_page_uri: page > 0 ? pageUri(page - 1) : null,
    next_page_uri: (page + 1) * size < matching.length ? pageUri(page + 1) : null,
    account_sid: accountSid,
  };
}
