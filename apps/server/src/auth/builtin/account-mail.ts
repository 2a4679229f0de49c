import type { Language } from '@lt/core';
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

function compose(
  language: Language,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  after: string,
) {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}${language === 'fr' ? ' :' : ':'} ${action.url}`,
    '',
    after,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"></head><body>
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(after)}</p>
<p>— ${BRAND}</p>
</body></html>`;
  return { text, html };
}

/** In the language of the page the person used (sign-up, forgot password) or of their profile. */
export function verificationMail(name: string, url: string, language: Language = 'en'): AccountMail {
  if (language === 'fr') {
    return {
      subject: `Confirmez votre adresse courriel pour ${BRAND}`,
      ...compose(
        language,
        `Bonjour ${name},`,
        [
          `Veuillez confirmer que cette adresse courriel est bien la vôtre, afin que ${BRAND} puisse vous y envoyer vos rappels de permis.`,
        ],
        { label: 'Confirmer mon adresse courriel', url },
        "Si vous n'avez pas créé de compte, vous pouvez ignorer ce message : rien ne vous sera envoyé.",
      ),
    };
  }
  return {
    subject: `Confirm your e-mail address for ${BRAND}`,
    ...compose(
      language,
      `Hello ${name},`,
      [
        `Please confirm that this is your e-mail address, so that ${BRAND} can send your licence reminders here.`,
      ],
      { label: 'Confirm my e-mail address', url },
      'If you did not create an account, you can ignore this message: nothing will be sent to you.',
    ),
  };
}

export function resetMail(name: string, url: string, language: Language = 'en'): AccountMail {
  if (language === 'fr') {
    return {
      subject: `Réinitialisez votre mot de passe ${BRAND}`,
      ...compose(
        language,
        `Bonjour ${name},`,
        [
          "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte. Le lien fonctionne une seule fois, pendant une heure.",
        ],
        { label: 'Choisir un nouveau mot de passe', url },
        "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste le même.",
      ),
    };
  }
  return {
    subject: `Reset your ${BRAND} password`,
    ...compose(
      language,
      `Hello ${name},`,
      ['Someone asked to reset the password of your account. The link works once, for one hour.'],
      { label: 'Choose a new password', url },
      'If it was not you, ignore this message: your password stays as it is.',
    ),
  };
}

/**
 * To the owner of an address someone tried to sign up with (issue 31): the sign-up page answered
 * as for a new address, so this is where the owner learns of it. No token: only the usual pages.
 */
export function signupNoticeMail(
  name: string,
  urls: { signIn: string; forgot: string },
  language: Language = 'en',
): AccountMail {
  if (language === 'fr') {
    return {
      subject: `Tentative de création d’un compte ${BRAND} avec votre adresse`,
      ...compose(
        language,
        `Bonjour ${name},`,
        [
          `Quelqu'un a essayé de créer un compte ${BRAND} avec votre adresse courriel, qui a déjà un compte. Aucun compte n'a été créé.`,
          `Si c'était vous, connectez-vous : ${urls.signIn}`,
          'Si vous avez oublié votre mot de passe, choisissez-en un nouveau :',
        ],
        { label: 'Mot de passe oublié', url: urls.forgot },
        "Si ce n'était pas vous, ignorez ce message : votre compte reste tel quel.",
      ),
    };
  }
  return {
    subject: `Someone tried to create a ${BRAND} account with your address`,
    ...compose(
      language,
      `Hello ${name},`,
      [
        `Someone tried to create a ${BRAND} account with your e-mail address, which already has one. No account was created.`,
        `If it was you, sign in: ${urls.signIn}`,
        'If you forgot your password, choose a new one:',
      ],
      { label: 'Forgot password', url: urls.forgot },
      'If it was not you, ignore this message: your account stays as it is.',
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
