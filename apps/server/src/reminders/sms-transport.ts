import { DeliveryFailure, oneLine } from './failures';

export interface SmsSender {
  /** `to` in E.164. Resolves with the provider's message id; throws a DeliveryFailure. */
  send(to: string, body: string): Promise<{ providerId: string }>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a loopback fake in tests. */
  apiBase: string;
}

const TIMEOUT_MS = 15_000;

/**
 * The Twilio Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, HTTP basic auth; 201 with the message resource (its `sid`) on success, and
 * {code, message, more_info, status} on error. 5xx, 429, timeouts and network errors are
 * transient; other 4xx (a bad number, a blocked recipient) are permanent.
 */
export function twilioSender(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const e = error as Error;
        const reason = e.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : e.message;
        throw new DeliveryFailure(`Twilio unreachable: ${oneLine(reason)}`, true);
      }
      const payload = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && payload.sid) return { providerId: payload.sid };
      const detail = payload.message
        ? `${payload.code ?? ''} ${payload.message}`.trim()
        : response.statusText;
      const transient = response.status >= 500 || response.status === 429 || response.ok;
      throw new DeliveryFailure(`Twilio ${response.status}: ${oneLine(detail)}`, transient);
    },
  };
}
