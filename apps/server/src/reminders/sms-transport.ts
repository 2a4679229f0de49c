import { DeliveryFailure, oneLine } from './failures';

export interface SmsSender {
  /** The longest one send may take: claims are sized from it. */
  readonly timeoutMs: number;
  /**
   * `to` in E.164. Resolves with the provider's message id; throws a DeliveryFailure.
   * `beforeSend` runs right before the request (reminders re-check their claim there).
   */
  send(
    to: string,
    body: string,
    options?: { beforeSend?: () => Promise<void> },
  ): Promise<{ providerId: string }>;
  /**
   * A message already accepted for `to` since `since` whose body contains `marker`, or null.
   * Asked before a resend whose earlier attempt may have reached the provider.
   */
  findSent(query: { to: string; since: Date; marker: string }): Promise<{ providerId: string } | null>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a loopback fake in tests. */
  apiBase: string;
}

export const TWILIO_TIMEOUT_MS = 15_000;
/** Clocks differ: a message stamped a little before `since` may still be the one we sent. */
const CLOCK_SKEW_MS = 5 * 60_000;
const LOOKUP_PAGES = 5;

interface TwilioMessage {
  sid: string;
  body: string;
  status: string;
  date_created: string;
}

/**
 * The Twilio Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, HTTP basic auth; 201 with the message resource (its `sid`) on success, and
 * {code, message, more_info, status} on error. 5xx, 429, timeouts and network errors are
 * transient; other 4xx (a bad number, a blocked recipient) are permanent. GET on the same URL
 * lists messages, newest first, filtered by To and From.
 */
export function twilioSender(
  settings: TwilioSettings,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TWILIO_TIMEOUT_MS,
): SmsSender {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const call = async (target: string, init: RequestInit = {}) => {
    try {
      return await fetchImpl(target, {
        ...init,
        headers: { authorization, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const e = error as Error;
      const reason = e.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : e.message;
      throw new DeliveryFailure(`Twilio unreachable: ${oneLine(reason)}`, true);
    }
  };
  return {
    timeoutMs,
    async send(to, body, options = {}) {
      await options.beforeSend?.();
      const response = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
      });
      const payload = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (response.ok && payload.sid) return { providerId: payload.sid };
      throw failureOf(response, payload);
    },
    // No DateSent filter: a message Twilio has accepted but not yet sent has no date_sent and would
    // be missed. The list is newest first; pages are read until the messages predate `since`.
    async findSent({ to, since, marker }) {
      const from = since.getTime() - CLOCK_SKEW_MS;
      let next: string | null =
        `${url}?${new URLSearchParams({ To: to, From: settings.from, PageSize: '50' })}`;
      for (let page = 0; next && page < LOOKUP_PAGES; page++) {
        const response = await call(next);
        const payload = (await response.json().catch(() => ({}))) as TwilioError & {
          messages?: TwilioMessage[];
          next_page_uri?: string | null;
        };
        if (!response.ok || !payload.messages) throw failureOf(response, payload, true);
        for (const m of payload.messages) {
          if (Date.parse(m.date_created) < from) return null;
          if (m.body.includes(marker) && !GONE.has(m.status)) return { providerId: m.sid };
        }
        next = payload.next_page_uri ? `${settings.apiBase}${payload.next_page_uri}` : null;
      }
      return null;
    },
  };
}

/** Statuses of a message that never reached the phone: sending again is right. */
const GONE = new Set(['failed', 'undelivered', 'canceled']);

interface TwilioError {
  code?: number;
  message?: string;
}

function failureOf(response: Response, payload: TwilioError, lookup = false): DeliveryFailure {
  const detail = payload.message ? `${payload.code ?? ''} ${payload.message}`.trim() : response.statusText;
  // A lookup that fails is never final: the message is retried, not sent blind or given up.
  const transient = lookup || response.status >= 500 || response.status === 429 || response.ok;
  return new DeliveryFailure(`Twilio ${response.status}: ${oneLine(detail)}`, transient);
}
