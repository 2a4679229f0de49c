import {
  type INavigator,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type SignoutRedirectArgs,
  UserManager,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { currentLocale } from '../i18n/language';
import { invitationTokenOf } from './invitation-param';
import { SIGNED_OUT_STATE } from './signed-out-return';

/** A fresh random value for each authorization request (OpenID Connect Core §3.1.2.1). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface AppUserManagerOptions {
  /** The provider honours prompt=create (from /auth-config.json). */
  promptCreate: boolean;
}

/**
 * oidc-client-ts's UserManager with what our sign-in needs on every request: a `nonce` on each
 * code-flow request (oidc-client-ts stores it with the state and checks the ID token's against
 * it at the callback; some providers refuse a request without one), the app's language as
 * `ui_locales`, and a logout that carries only
 * standard parameters (never the `audience` of the sign-in requests).
 */
export class AppUserManager extends UserManager {
  readonly promptCreate: boolean;

  constructor(
    settings: UserManagerSettings,
    options: AppUserManagerOptions = { promptCreate: false },
    redirectNavigator?: INavigator,
    popupNavigator?: INavigator,
    iframeNavigator?: INavigator,
  ) {
    super(settings, redirectNavigator, popupNavigator, iframeNavigator);
    this.promptCreate = options.promptCreate;
  }

  /**
   * `ui_locales` opens the provider's pages in the app's language (built-in pages also read `lt_lang`);
   * on the way back to an invitation, its token goes along (invitation-param.ts).
   */
  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    const invitation = invitationTokenOf(args.state);
    // The request's extra parameters replace the settings' (audience): both are kept.
    const extra = invitation
      ? { extraQueryParams: { ...this.settings.extraQueryParams, ...args.extraQueryParams, invitation } }
      : {};
    return super.signinRedirect({ nonce: newNonce(), ui_locales: currentLocale(), ...args, ...extra });
  }

  /** Also used by the automatic renewal; with a refresh token the nonce is simply unused. */
  override signinSilent(args: SigninSilentArgs = {}) {
    return super.signinSilent({ nonce: newNonce(), ...args });
  }

  /** Standard parameters only (no audience), and a fixed `state` (see signed-out-return.ts). */
  override signoutRedirect(args: SignoutRedirectArgs = {}): Promise<void> {
    return super.signoutRedirect({ ...args, extraQueryParams: { state: SIGNED_OUT_STATE } });
  }
}
