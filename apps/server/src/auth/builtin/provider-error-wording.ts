import type { Language } from '@lt/core';

/**
 * The identity provider's (oidc-provider's) own error descriptions that a person can meet on its
 * error page, in Canadian French (issue 15). The library words them in English and exposes no
 * translation hook; a description not listed here is replaced by the page's generic French sentence
 * rather than shown in English to a French visitor.
 */
const PROVIDER_ERRORS_FR: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [
    /^(interaction )?session (not found|id cookie not found)$/,
    () =>
      'Votre session de connexion a expiré ou est introuvable. Retournez à l’application et connectez-vous de nouveau.',
  ],
  [
    /^session principal changed$/,
    () => 'Un autre compte s’est connecté entre-temps. Recommencez la connexion.',
  ],
  [/^missing required parameters? (.+)$/, (m) => `Paramètre obligatoire manquant : ${m[1]}`],
  [/^client is invalid$/, () => 'L’application qui demande la connexion est inconnue.'],
  [
    /^redirect_uri did not match any of the client's registered redirect_uris$/,
    () => 'L’adresse de retour demandée n’est pas enregistrée pour cette application.',
  ],
  [
    /^post_logout_redirect_uri not registered$/,
    () => 'L’adresse de retour après la déconnexion n’est pas enregistrée pour cette application.',
  ],
  [/^xsrf token invalid$/, () => 'Le formulaire a expiré. Recommencez depuis l’application.'],
  [/^could not validate id_token_hint$/, () => 'La session indiquée n’a pas pu être vérifiée.'],
  [/^unsupported prompt value requested$/, () => 'Valeur de « prompt » non prise en charge.'],
  [/^request is invalid$/, () => 'La requête n’est pas valide.'],
];

/**
 * The description to show on the provider's error page in `language`: English as the provider
 * wrote it, French from the list above, else undefined (the page then says only that it failed).
 */
export function providerErrorDescription(description: string | undefined, language: Language) {
  if (!description || language === 'en') return description;
  for (const [pattern, french] of PROVIDER_ERRORS_FR) {
    const match = pattern.exec(description);
    if (match) return french(match);
  }
  return undefined;
}
