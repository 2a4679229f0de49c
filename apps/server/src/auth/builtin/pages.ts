import { MIN_PASSWORD_LENGTH } from '@lt/core';
import { AUTH_CSS_PATH, LOGOUT_JS_PATH } from './assets';

// Every page here must work under `default-src 'self'`: no inline <script>, no style attributes.

const BRAND = 'License Tracker';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Interaction uids come from the URL; they are encoded even though the provider only makes safe ones. */
function interactionPath(uid: string, suffix = ''): string {
  return escapeHtml(`/interaction/${encodeURIComponent(uid)}${suffix}`);
}

export function layout(title: string, body: string, opts: { script?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${BRAND}</title>
<link rel="stylesheet" href="${AUTH_CSS_PATH}">
</head>
<body>
<main class="auth">
<div class="card">
<a class="brand" href="/"><span class="brand-mark" aria-hidden="true">LT</span><span>${BRAND}</span></a>
<h1>${escapeHtml(title)}</h1>
${body}
</div>
</main>
${opts.script ? `<script src="${opts.script}"></script>` : ''}
</body>
</html>`;
}

export function alert(messages: string[]): string {
  if (messages.length === 0) return '';
  if (messages.length === 1) return `<div class="alert" role="alert">${escapeHtml(messages[0])}</div>`;
  const items = messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  return `<div class="alert" role="alert"><ul>${items}</ul></div>`;
}

export interface LoginPageInput {
  uid: string;
  email?: string;
  error?: string;
}

export function loginPage({ uid, email, error }: LoginPageInput): string {
  return layout(
    'Sign in',
    `<p class="lead">Welcome back. Sign in to see your licenses and renewal dates.</p>
${alert(error ? [error] : [])}
<form method="post" action="${interactionPath(uid, '/login')}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">Sign in</button>
</form>
<p class="switch"><a href="/account/forgot-password">Forgot password?</a></p>
<p class="switch">New to ${BRAND}? <a href="${interactionPath(uid, '/signup')}">Create account</a></p>`,
  );
}

export interface SignupPageInput {
  uid: string;
  name?: string;
  email?: string;
  errors?: string[];
}

export function signupPage({ uid, name, email, errors = [] }: SignupPageInput): string {
  return layout(
    'Create account',
    `<p class="lead">Track every municipal, provincial and federal license in one place. It is free.</p>
${alert(errors)}
<form method="post" action="${interactionPath(uid, '/signup')}">
<div class="field">
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(name)}" autofocus>
</div>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}">
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters, and not one of the most common passwords.</p>
</div>
<p class="hint">By creating an account you agree to the <a href="/terms" target="_blank" rel="noopener">Terms</a>.</p>
<button class="button" type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${interactionPath(uid)}?signin=1">Sign in</a></p>`,
  );
}

export function expiredPage(): string {
  return layout(
    'Your sign-in session expired',
    `<p class="lead">For your security, sign-in pages only stay open for a while. Please start again from ${BRAND}.</p>
<a class="button" href="/">Back to ${BRAND}</a>`,
  );
}

export function errorPage(description?: string): string {
  return layout(
    'Something went wrong',
    `<p class="lead">${escapeHtml(description || 'We could not complete your request.')}</p>
<a class="button" href="/">Back to ${BRAND}</a>`,
  );
}

/**
 * `form` is the provider's own markup (an action URL and an xsrf token); it is trusted as is.
 * `automatic`: the sign-out was asked from this site (Sec-Fetch-Site), so the page submits itself;
 * from anywhere else it waits for the person to press Sign out, so no site can sign them out.
 */
export function logoutPage(form: string, automatic: boolean): string {
  // Sign out of this provider too, not only the web app, so the next sign-in asks for a password.
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const lead = automatic
    ? 'One moment while we sign you out. If this page does not move on, press Sign out.'
    : `Do you want to sign out of ${BRAND}?`;
  return layout(
    automatic ? 'Signing you out…' : 'Sign out',
    `<p class="lead">${lead}</p>
${withLogout}
<button class="button" type="submit" form="op.logoutForm">Sign out</button>`,
    automatic ? { script: LOGOUT_JS_PATH } : {},
  );
}

export function loggedOutPage(): string {
  return layout(
    'You have signed out',
    `<p class="lead">See you next time.</p>
<a class="button" href="/">Back to ${BRAND}</a>`,
  );
}
