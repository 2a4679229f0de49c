import type { SigninSilentArgs, User, UserManager } from 'oidc-client-ts';
import { SILENT_SIGN_IN_TIMEOUT_SECONDS } from './oidc-settings';

/**
 * The ID token of this tab's sign-in, kept in sessionStorage as the `id_token_hint` of the silent
 * sign-in after a reload (decision 001): some providers refuse `prompt=none` without it. It is not
 * a credential for the API (its audience is the web client), and the access and refresh tokens
 * stay in memory.
 */
export const ID_TOKEN_HINT_KEY = 'lt.auth.id_token_hint';

export function rememberIdToken(user: Pick<User, 'id_token'> | null | undefined): void {
  try {
    if (user?.id_token) window.sessionStorage.setItem(ID_TOKEN_HINT_KEY, user.id_token);
  } catch {
    // Storage refused (private mode quota): a reload then starts signed out.
  }
}

export function forgetIdToken(): void {
  try {
    window.sessionStorage.removeItem(ID_TOKEN_HINT_KEY);
  } catch {
    // Nothing stored.
  }
}

export function storedIdTokenHint(): string | null {
  try {
    return window.sessionStorage.getItem(ID_TOKEN_HINT_KEY);
  } catch {
    return null;
  }
}

export type SilentOutcome = 'signed-in' | 'signed-out';

/**
 * After a reload: asks the provider in a hidden frame (prompt=none with id_token_hint) whether this
 * tab's session is still alive. Without a hint there is nothing to ask (this tab never signed in,
 * or signed out) and the frame is skipped. Any failure (an error answer, the provider's login page
 * in the frame, no answer within the timeout, a nonce or state mismatch) leaves the user signed
 * out with nothing half-done: the hint and any user are forgotten, so "Log in" starts afresh.
 */
export async function trySilentSignIn(
  userManager: UserManager,
  timeoutSeconds = SILENT_SIGN_IN_TIMEOUT_SECONDS,
): Promise<SilentOutcome> {
  const hint = storedIdTokenHint();
  if (!hint) return 'signed-out';
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A second guard beside the frame's own timeout: discovery or the token call could hang too.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('silent sign-in timed out')), (timeoutSeconds + 1) * 1000);
  });
  try {
    const args = { id_token_hint: hint, silentRequestTimeoutInSeconds: timeoutSeconds } as SigninSilentArgs;
    const user = await Promise.race([userManager.signinSilent(args), timeout]);
    if (user) return 'signed-in';
    throw new Error('silent sign-in returned no user');
  } catch {
    forgetIdToken();
    await userManager.removeUser().catch(() => undefined);
    await userManager.clearStaleState().catch(() => undefined);
    return 'signed-out';
  } finally {
    clearTimeout(timer);
  }
}

const attempts = new WeakMap<UserManager, Promise<SilentOutcome>>();

/**
 * The page load's one silent sign-in (decision 032): main.tsx starts it as soon as it has the
 * provider's settings, beside the route's chunks rather than after them, and the auth provider
 * waits for that same attempt instead of starting a second one.
 */
export function silentSignInOnce(userManager: UserManager): Promise<SilentOutcome> {
  let attempt = attempts.get(userManager);
  if (!attempt) {
    attempt = trySilentSignIn(userManager);
    attempts.set(userManager, attempt);
  }
  return attempt;
}
