import type { UserProfile } from '@lt/core';

export const HOME_PATH = '/';
export const APP_ROOT = '/app';
export const DASHBOARD_PATH = '/app/dashboard';
export const ONBOARDING_PATH = '/app/onboarding';

export type GuardDecision = 'loading' | 'render' | { redirect: string };

export interface GuardInput {
  /** Sign-in state or the profile is still loading. */
  isLoading: boolean;
  isAuthenticated: boolean;
  profile: Pick<UserProfile, 'is_onboarded'> | null | undefined;
  pathname: string;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route guard of /app, exactly PRODUCT §2, as a pure function. */
export function guardDecision({ isLoading, isAuthenticated, profile, pathname }: GuardInput): GuardDecision {
  if (isLoading) return 'loading';
  if (!isAuthenticated) return { redirect: HOME_PATH };
  // Signed in but the profile has not arrived yet: still loading.
  if (!profile) return 'loading';
  const path = normalise(pathname);
  if (!profile.is_onboarded) return path === ONBOARDING_PATH ? 'render' : { redirect: ONBOARDING_PATH };
  if (path === ONBOARDING_PATH || path === APP_ROOT) return { redirect: DASHBOARD_PATH };
  return 'render';
}
