// The product sends its e-mail (account links, reminders) to a real SMTP server on loopback that a
// spec starts on this port; without one listening, sending fails and the product carries on.
import {
  recipientOf,
  type SmtpFake,
  startSmtpFake,
} from '../../apps/server/test/support/reminders/smtp-fake';

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

export function startMailbox(): Promise<SmtpFake> {
  return startSmtpFake({ port: SMTP_PORT });
}

/** Waits for the `n`th message to `to` and returns the first link into the product it carries. */
export async function linkInMail(
  mailbox: SmtpFake,
  to: string,
  n: number,
  path: string,
  timeoutMs = 20_000,
): Promise<string> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const mails = mailbox.messages.filter((m) => recipientOf(m) === to);
    const text = mails[n - 1]?.text;
    if (text) {
      const match = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
      if (!match) throw new Error(`no ${path} link in: ${text}`);
      return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message #${n} to ${to}`);
}
