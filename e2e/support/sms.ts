// The product texts through the Twilio Messages API, which the browser suite points at a fake on
// loopback (apps/server/test/support/reminders/twilio-fake.ts) that a spec starts on this port
// with these credentials; without one listening, a text fails and the product says so.
import { startTwilioFake, type TwilioFake } from '../../apps/server/test/support/reminders/twilio-fake';

export const TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3);
export const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: 'ACe2e00000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'e2e-twilio-auth-token',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_BASE: `http://127.0.0.1:${TWILIO_PORT}`,
};

export function startTextInbox(): Promise<TwilioFake> {
  return startTwilioFake({
    port: TWILIO_PORT,
    accountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
    authToken: TWILIO_ENV.TWILIO_AUTH_TOKEN,
  });
}

/** Waits for a text to `to` (E.164) and returns the 6-digit code it carries. */
export async function codeInText(inbox: TwilioFake, to: string, timeoutMs = 20_000): Promise<string> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const text = inbox.messages.find((m) => m.to === to);
    if (text) {
      const match = /\b(\d{6})\b/.exec(text.body);
      if (!match) throw new Error(`no code in: ${text.body}`);
      return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text to ${to}`);
}
