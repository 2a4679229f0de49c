import { type Language, MIN_PASSWORD_LENGTH } from '@lt/core';
import { alert, escapeHtml, layout } from './pages';

// Pages of the e-mailed links and of "Forgot password?", in the sign-in pages' style and in the
// language of the person (page-language.ts): one wording per language, same keys.

const BRAND = 'License Tracker';

const WORDING = {
  en: {
    backHome: `Back to ${BRAND}`,
    signIn: 'Sign in',
    forgotTitle: 'Forgot your password?',
    forgotLead: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'Email',
    sendLink: 'Send me a link',
    backToSignIn: 'Back to sign in',
    checkTitle: 'Check your e-mail',
    signupCheckTitle: 'Check your e-mail to continue',
    signupCheckLead: 'We have sent a message to the address you entered. Follow it to continue.',
    checkLead:
      'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for one hour.',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters; not a common password, your e-mail address or the product’s name.`,
    setPassword: 'Set new password',
    changedTitle: 'Your password is changed',
    changedLead:
      'You can sign in with your new password. Every other device signed in to your account has been signed out.',
    confirmTitle: 'Confirm your e-mail address',
    confirmLead: 'Press the button to confirm that this e-mail address is yours.',
    confirmButton: 'Confirm my e-mail address',
    confirmedTitle: 'Your e-mail address is confirmed',
    confirmedLead: 'Thank you. Your licence reminders can now be sent to this address.',
    goTo: `Go to ${BRAND}`,
    expiredTitle: 'This link no longer works',
    newLink: 'Send a new link',
    askNewLink: 'Sign in and ask for a new link on your profile page.',
    expiredLead: (reset: boolean) =>
      `Links we send work once${reset ? ', for one hour' : ''}. This one has been used or has expired.`,
  },
  fr: {
    backHome: `Retour à ${BRAND}`,
    signIn: 'Se connecter',
    forgotTitle: 'Mot de passe oublié?',
    forgotLead:
      'Entrez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Courriel',
    sendLink: 'M’envoyer un lien',
    backToSignIn: 'Retour à la connexion',
    checkTitle: 'Consultez vos courriels',
    signupCheckTitle: 'Consultez vos courriels pour continuer',
    signupCheckLead:
      'Nous avons envoyé un message à l’adresse que vous avez entrée. Suivez-le pour continuer.',
    checkLead:
      'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant une heure.',
    resetTitle: 'Choisissez un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordHint: `Au moins ${MIN_PASSWORD_LENGTH} caractères; ni un mot de passe courant, ni votre adresse courriel, ni le nom du produit.`,
    setPassword: 'Enregistrer le nouveau mot de passe',
    changedTitle: 'Votre mot de passe est changé',
    changedLead:
      'Vous pouvez vous connecter avec votre nouveau mot de passe. Tous les autres appareils connectés à votre compte ont été déconnectés.',
    confirmTitle: 'Confirmez votre adresse courriel',
    confirmLead: 'Appuyez sur le bouton pour confirmer que cette adresse courriel est bien la vôtre.',
    confirmButton: 'Confirmer mon adresse courriel',
    confirmedTitle: 'Votre adresse courriel est confirmée',
    confirmedLead: 'Merci. Vos rappels de permis peuvent maintenant être envoyés à cette adresse.',
    goTo: `Aller à ${BRAND}`,
    expiredTitle: 'Ce lien ne fonctionne plus',
    newLink: 'Envoyer un nouveau lien',
    askNewLink: 'Connectez-vous et demandez un nouveau lien dans votre profil.',
    expiredLead: (reset: boolean) =>
      `Les liens que nous envoyons fonctionnent une seule fois${reset ? ', pendant une heure' : ''}. Celui-ci a déjà servi ou a expiré.`,
  },
} satisfies Record<Language, Record<string, unknown>>;

const button = (href: string, label: string) => `<a class="button" href="${href}">${escapeHtml(label)}</a>`;

export function forgotPasswordPage(
  opts: { email?: string; errors?: string[] } = {},
  language: Language = 'en',
): string {
  const w = WORDING[language];
  return layout(
    w.forgotTitle,
    `<p class="lead">${escapeHtml(w.forgotLead)}</p>
${alert(opts.errors ?? [], language)}
<form method="post" action="/account/forgot-password">
<div class="field">
<label for="email">${escapeHtml(w.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(opts.email)}">
</div>
<button class="button" type="submit">${escapeHtml(w.sendLink)}</button>
</form>
<p class="switch"><a href="/app">${escapeHtml(w.backToSignIn)}</a></p>`,
    { language, switchHref: `/account/forgot-password?lang=${language === 'fr' ? 'en' : 'fr'}` },
  );
}

/** The same answer whether or not an account has that address. */
export function resetRequestedPage(language: Language = 'en'): string {
  const w = WORDING[language];
  return layout(w.checkTitle, `<p class="lead">${escapeHtml(w.checkLead)}</p>\n${button('/', w.backHome)}`, {
    language,
  });
}

/** The sign-up's answer for an address that already has an account: the owner learns the rest by e-mail. */
export function signupCheckEmailPage(language: Language = 'en'): string {
  const w = WORDING[language];
  return layout(
    w.signupCheckTitle,
    `<p class="lead">${escapeHtml(w.signupCheckLead)}</p>\n${button('/', w.backHome)}`,
    { language },
  );
}

export function resetPasswordPage(
  opts: { token: string; errors?: string[] },
  language: Language = 'en',
): string {
  const w = WORDING[language];
  return layout(
    w.resetTitle,
    `${alert(opts.errors ?? [], language)}
<form method="post" action="/account/reset-password">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<div class="field">
<label for="password">${escapeHtml(w.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint" autofocus>
<p class="hint" id="password-hint">${escapeHtml(w.passwordHint)}</p>
</div>
<button class="button" type="submit">${escapeHtml(w.setPassword)}</button>
</form>`,
    { language },
  );
}

export function passwordChangedPage(language: Language = 'en'): string {
  const w = WORDING[language];
  return layout(
    w.changedTitle,
    `<p class="lead">${escapeHtml(w.changedLead)}</p>\n${button('/app', w.signIn)}`,
    {
      language,
    },
  );
}

export function confirmEmailPage(token: string, language: Language = 'en'): string {
  const w = WORDING[language];
  return layout(
    w.confirmTitle,
    `<p class="lead">${escapeHtml(w.confirmLead)}</p>
<form method="post" action="/account/verify-email">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="button" type="submit">${escapeHtml(w.confirmButton)}</button>
</form>`,
    { language },
  );
}

export function emailConfirmedPage(language: Language = 'en'): string {
  const w = WORDING[language];
  return layout(
    w.confirmedTitle,
    `<p class="lead">${escapeHtml(w.confirmedLead)}</p>\n${button('/app', w.goTo)}`,
    {
      language,
    },
  );
}

export function linkExpiredPage(kind: 'reset' | 'verify', language: Language = 'en'): string {
  const w = WORDING[language];
  const next =
    kind === 'reset'
      ? button('/account/forgot-password', w.newLink)
      : `<p class="lead">${escapeHtml(w.askNewLink)}</p>${button('/app', w.signIn)}`;
  return layout(
    w.expiredTitle,
    `<p class="lead">${escapeHtml(w.expiredLead(kind === 'reset'))}</p>\n${next}`,
    {
      language,
    },
  );
}
