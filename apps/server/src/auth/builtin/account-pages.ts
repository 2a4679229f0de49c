import { MIN_PASSWORD_LENGTH } from '@lt/core';
import { alert, escapeHtml, layout } from './pages';

// Pages of the e-mailed links and of "Forgot password?", in the sign-in pages' style.

const BRAND = 'License Tracker';
const backHome = `<a class="button" href="/">Back to ${BRAND}</a>`;
const toApp = '<a class="button" href="/app">Sign in</a>';

export function forgotPasswordPage(opts: { email?: string; errors?: string[] } = {}): string {
  return layout(
    'Forgot your password?',
    `<p class="lead">Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
${alert(opts.errors ?? [])}
<form method="post" action="/account/forgot-password">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(opts.email)}">
</div>
<button class="button" type="submit">Send me a link</button>
</form>
<p class="switch"><a href="/app">Back to sign in</a></p>`,
  );
}

/** The same answer whether or not an account has that address. */
export function resetRequestedPage(): string {
  return layout(
    'Check your e-mail',
    `<p class="lead">If an account exists for that address, we have sent it a link to choose a new password. The link works once, for one hour.</p>
${backHome}`,
  );
}

export function resetPasswordPage(opts: { token: string; errors?: string[] }): string {
  return layout(
    'Choose a new password',
    `${alert(opts.errors ?? [])}
<form method="post" action="/account/reset-password">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<div class="field">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint" autofocus>
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters, and not one of the most common passwords.</p>
</div>
<button class="button" type="submit">Set new password</button>
</form>`,
  );
}

export function passwordChangedPage(): string {
  return layout(
    'Your password is changed',
    `<p class="lead">You can sign in with your new password. Every other device signed in to your account has been signed out.</p>
${toApp}`,
  );
}

export function confirmEmailPage(token: string): string {
  return layout(
    'Confirm your e-mail address',
    `<p class="lead">Press the button to confirm that this e-mail address is yours.</p>
<form method="post" action="/account/verify-email">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="button" type="submit">Confirm my e-mail address</button>
</form>`,
  );
}

export function emailConfirmedPage(): string {
  return layout(
    'Your e-mail address is confirmed',
    `<p class="lead">Thank you. Your licence reminders can now be sent to this address.</p>
<a class="button" href="/app">Go to ${BRAND}</a>`,
  );
}

export function linkExpiredPage(kind: 'reset' | 'verify'): string {
  const next =
    kind === 'reset'
      ? `<a class="button" href="/account/forgot-password">Send a new link</a>`
      : `<p class="lead">Sign in and ask for a new link on your profile page.</p>${toApp}`;
  return layout(
    'This link no longer works',
    `<p class="lead">Links we send work once${kind === 'reset' ? ', for one hour' : ''}. This one has been used or has expired.</p>
${next}`,
  );
}
