import { type Language, MIN_PASSWORD_LENGTH, translateDetail } from '@lt/core';
import { AUTH_CSS_PATH, LOGOUT_JS_PATH } from './assets';
import { SIGN_IN_WORDING } from './sign-in-wording';

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

export interface PageOptions {
  script?: string;
  language?: Language;
  /** The same page in the other language (the FR/EN link); none on pages a form posted to. */
  switchHref?: string;
}

function languageSwitch(language: Language, href: string | undefined): string {
  if (!href) return '';
  const w = SIGN_IN_WORDING[language];
  const other = language === 'fr' ? 'en' : 'fr';
  return `<p class="switch"><a href="${escapeHtml(href)}" lang="${other}" hreflang="${other}" aria-label="${escapeHtml(w.switchName)}">${escapeHtml(w.switchLabel)}</a></p>`;
}

export function layout(title: string, body: string, opts: PageOptions = {}): string {
  const language = opts.language ?? 'en';
  return `<!DOCTYPE html>
<html lang="${language}">
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
${languageSwitch(language, opts.switchHref)}
</div>
</main>
${opts.script ? `<script src="${opts.script}"></script>` : ''}
</body>
</html>`;
}

/** Messages are written in English and shown in the page's language (core's message catalogue). */
export function alert(messages: string[], language: Language = 'en'): string {
  if (messages.length === 0) return '';
  const said = messages.map((m) => translateDetail(m, language));
  if (said.length === 1) return `<div class="alert" role="alert">${escapeHtml(said[0])}</div>`;
  const items = said.map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  return `<div class="alert" role="alert"><ul>${items}</ul></div>`;
}

/** `?lang=fr` (or `&amp;lang=fr`) when a language was chosen on the page, else nothing. */
const carry = (separator: string, chosen: Language | undefined) =>
  chosen ? `${separator}lang=${chosen}` : '';

export interface LoginPageInput {
  uid: string;
  email?: string;
  error?: string;
  language?: Language;
  switchHref?: string;
  /** Set when the person chose the language with the FR/EN link: the page's links and form keep it. */
  chosen?: Language;
}

export function loginPage({
  uid,
  email,
  error,
  language = 'en',
  switchHref,
  chosen,
}: LoginPageInput): string {
  const w = SIGN_IN_WORDING[language];
  return layout(
    w.signIn.title,
    `<p class="lead">${escapeHtml(w.signIn.lead)}</p>
${alert(error ? [error] : [], language)}
<form method="post" action="${interactionPath(uid, '/login')}${carry('?', chosen)}">
<div class="field">
<label for="email">${escapeHtml(w.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${escapeHtml(w.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">${escapeHtml(w.signIn.button)}</button>
</form>
<p class="switch"><a href="/account/forgot-password${carry('?', chosen)}">${escapeHtml(w.signIn.forgot)}</a></p>
<p class="switch">${escapeHtml(w.signIn.newHere)} <a href="${interactionPath(uid, '/signup')}${carry('?', chosen)}">${escapeHtml(w.signIn.create)}</a></p>`,
    { language, switchHref },
  );
}

export interface SignupPageInput {
  uid: string;
  name?: string;
  email?: string;
  errors?: string[];
  language?: Language;
  switchHref?: string;
  /** Set when the person chose the language with the FR/EN link: the page's links and form keep it. */
  chosen?: Language;
  /** The e-mail comes from the invitation being followed (issue 30): shown filled in, read-only. */
  invited?: boolean;
}

export function signupPage({
  uid,
  name,
  email,
  errors = [],
  language = 'en',
  switchHref,
  chosen,
  invited = false,
}: SignupPageInput): string {
  const w = SIGN_IN_WORDING[language];
  const emailExtra = invited ? ' readonly aria-describedby="email-hint"' : '';
  const emailHint = invited
    ? `\n<p class="hint" id="email-hint">${escapeHtml(w.signUp.invitedEmail)}</p>`
    : '';
  return layout(
    w.signUp.title,
    `<p class="lead">${escapeHtml(invited ? w.signUp.invitedLead : w.signUp.lead)}</p>
${alert(errors, language)}
<form method="post" action="${interactionPath(uid, '/signup')}${carry('?', chosen)}">
<div class="field">
<label for="name">${escapeHtml(w.signUp.fullName)}</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(name)}" autofocus>
</div>
<div class="field">
<label for="email">${escapeHtml(w.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${emailExtra}>${emailHint}
</div>
<div class="field">
<label for="password">${escapeHtml(w.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint">
<p class="hint" id="password-hint">${escapeHtml(w.signUp.passwordHint(MIN_PASSWORD_LENGTH))}</p>
</div>
<p class="hint">${escapeHtml(w.signUp.termsBefore)}<a href="/terms" target="_blank" rel="noopener">${escapeHtml(w.signUp.terms)}</a>${escapeHtml(w.signUp.termsAfter)}</p>
<button class="button" type="submit">${escapeHtml(w.signUp.button)}</button>
</form>
<p class="switch">${escapeHtml(w.signUp.haveAccount)} <a href="${interactionPath(uid)}?signin=1${carry('&amp;', chosen)}">${escapeHtml(w.signUp.signIn)}</a></p>`,
    { language, switchHref },
  );
}

export function expiredPage(language: Language = 'en'): string {
  const w = SIGN_IN_WORDING[language];
  return layout(
    w.expired.title,
    `<p class="lead">${escapeHtml(w.expired.lead)}</p>
<a class="button" href="/">${escapeHtml(w.back)}</a>`,
    { language },
  );
}

export function errorPage(description?: string, language: Language = 'en'): string {
  const w = SIGN_IN_WORDING[language];
  return layout(
    w.error.title,
    `<p class="lead">${escapeHtml(description || w.error.lead)}</p>
<a class="button" href="/">${escapeHtml(w.back)}</a>`,
    { language },
  );
}

/**
 * `form` is the provider's own markup (an action URL and an xsrf token); it is trusted as is.
 * `automatic`: the sign-out was asked from this site (Sec-Fetch-Site), so the page submits itself;
 * from anywhere else it waits for the person to press Sign out, so no site can sign them out.
 */
export function logoutPage(form: string, automatic: boolean, language: Language = 'en'): string {
  const w = SIGN_IN_WORDING[language].logout;
  // Sign out of this provider too, not only the web app, so the next sign-in asks for a password.
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const lead = automatic ? w.automaticLead : w.askLead;
  return layout(
    automatic ? w.signingOut : w.title,
    `<p class="lead">${escapeHtml(lead)}</p>
${withLogout}
<button class="button" type="submit" form="op.logoutForm">${escapeHtml(w.button)}</button>`,
    automatic ? { script: LOGOUT_JS_PATH, language } : { language },
  );
}

export function loggedOutPage(language: Language = 'en'): string {
  const w = SIGN_IN_WORDING[language];
  return layout(
    w.logout.doneTitle,
    `<p class="lead">${escapeHtml(w.logout.doneLead)}</p>
<a class="button" href="/">${escapeHtml(w.back)}</a>`,
    { language },
  );
}
