import { API_BASE } from '../api';

/** How long sign-out waits for the API before leaving for the provider anyway. */
const END_SESSION_TIMEOUT_MS = 3_000;

/**
 * Tells the API that the person signs out, before the browser leaves for the provider: every access
 * token of the account stops working at once, on every copy of the server (decision 046), where an
 * external provider's sign-out never reaches the API. A failure (offline, server down) must not
 * keep anyone signed in here: it is ignored, and the token still ends at its expiry.
 */
export async function endApiSession(accessToken: string | undefined): Promise<void> {
  if (!accessToken) return;
  try {
    await fetch(`${API_BASE}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(END_SESSION_TIMEOUT_MS),
    });
  } catch {
    // Nothing to tell the person: they are signed out of this browser either way.
  }
}
