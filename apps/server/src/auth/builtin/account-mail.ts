import { escapeHtml } from './pages';

/**
 * How account mail leaves: the product's e-mail transport (SMTP_URL or the outbox), handed in by
 * app.ts so that auth knows no module (docs/ARCHITECTURE.md, import rules).
 */
export interface AccountMailSender {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close(): void;
}

export interface AccountMailDeps {
  email: AccountMailSender;
  mailFrom: string;
  publicUrl: string;
  log: { warn(obj: object, msg?: string): void };
}

export type AccountMail = { subject: string; text: string; html: string };

const BRAND = 'License Tracker';

function compose(greeting: string, lines: string[], action: { label: string; url: string }, after: string) {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    after,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(after)}</p>
<p>— ${BRAND}</p>`;
  return { text, html };
}

export function verificationMail(name: string, url: string): AccountMail {
  return {
    subject: `Confirm your e-mail address for ${BRAND}`,
    ...compose(
      `Hello ${name},`,
      [
        `Please confirm that this is your e-mail address, so that ${BRAND} can send your licence reminders here.`,
      ],
      { label: 'Confirm my e-mail address', url },
      'If you did not create an account, you can ignore this message: nothing will be sent to you.',
    ),
  };
}

export function resetMail(name: string, url: string): AccountMail {
  return {
    subject: `Reset your ${BRAND} password`,
    ...compose(
      `Hello ${name},`,
      ['Someone asked to reset the password of your account. The link works once, for one hour.'],
      { label: 'Choose a new password', url },
      'If it was not you, ignore this message: your password stays as it is.',
    ),
  };
}

/**
 * Sends account mail through the reminders' transport (SMTP_URL, or the outbox). A failure is
 * logged and swallowed: the page the person sees must not tell whether an account exists.
 */
export async function sendAccountMail(
  deps: AccountMailDeps,
  to: string,
  mail: AccountMail,
): Promise<boolean> {
  try {
    await deps.email.send({ from: deps.mailFrom, to, ...mail });
    return true;
  } catch (error) {
    // SMTP replies may quote the recipient: addresses stay out of the log.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\S+@\S+/g, '[address]');
    deps.log.warn({ reason }, 'account e-mail not sent');
    return false;
  }
}
