import type { UserProfile } from '@lt/core';

export const HOME_PATH = '/';
export const APP_ROOT = '/app';
export const DASHBOARD_PATH = '/app/dashboard';
export const ONBOARDING_PATH = '/app/onboarding';
/** The invitation accept page: joining a workspace counts as onboarding (decision 014). */
export const INVITE_PREFIX = '/app/invite/';

export type GuardDecision = 'loading' | 'render' | { redirect: string } | { signIn: string };

export interface GuardInput {
  /** Sign-in state or the profile is still loading. */
  isLoading: boolean;
  isAuthenticated: boolean;
  profile: Pick<UserProfile, 'is_onboarded'> | null | undefined;
  pathname: string;
  /** The query string of the address (`?…` or empty), kept through sign-in. */
  search?: string;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The route guard of /app (PRODUCT §2) as a pure function. A signed-out visitor (a reminder e-mail's
 * link, a bookmark) goes through sign-in and comes back to the exact page, query included.
 */
export function guardDecision({
  isLoading,
  isAuthenticated,
  profile,
  pathname,
  search = '',
}: GuardInput): GuardDecision {
  if (isLoading) return 'loading';
  if (!isAuthenticated) return { signIn: `${pathname}${search}` };
  // Signed in but the profile has not arrived yet: still loading.
  if (!profile) return 'loading';
  const path = normalise(pathname);
  if (path.startsWith(INVITE_PREFIX)) return 'render';
  if (!profile.is_onboarded) return path === ONBOARDING_PATH ? 'render' : { redirect: ONBOARDING_PATH };
  if (path === ONBOARDING_PATH || path === APP_ROOT) return { redirect: DASHBOARD_PATH };
  return 'render';
}
