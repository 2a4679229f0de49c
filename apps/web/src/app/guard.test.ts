import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';

const onboarded = { is_onboarded: true };
const newcomer = { is_onboarded: false };

describe('guardDecision (PRODUCT §2 /app guard)', () => {
  it('shows the spinner while the sign-in state loads', () => {
    expect(
      guardDecision({ isLoading: true, isAuthenticated: false, profile: null, pathname: '/app/dashboard' }),
    ).toBe('loading');
  });

  it('shows the spinner while a signed-in user’s profile loads', () => {
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: true,
        profile: undefined,
        pathname: '/app/licenses',
      }),
    ).toBe('loading');
    expect(
      guardDecision({
        isLoading: true,
        isAuthenticated: true,
        profile: onboarded,
        pathname: '/app/licenses',
      }),
    ).toBe('loading');
  });

  it.each(['/app', '/app/dashboard', '/app/onboarding', '/app/admin'])(
    'sends a visitor on %s through sign-in and back',
    (pathname) => {
      expect(guardDecision({ isLoading: false, isAuthenticated: false, profile: null, pathname })).toEqual({
        signIn: pathname,
      });
    },
  );

  it('keeps the query of a deep link through sign-in', () => {
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: false,
        profile: null,
        pathname: '/app/licenses',
        search: '?business=b1&status=expiring',
      }),
    ).toEqual({ signIn: '/app/licenses?business=b1&status=expiring' });
  });

  it.each(['/app', '/app/dashboard', '/app/licenses', '/app/profile', '/app/admin', '/app/unknown'])(
    'sends a user who is not onboarded from %s to /app/onboarding',
    (pathname) => {
      expect(guardDecision({ isLoading: false, isAuthenticated: true, profile: newcomer, pathname })).toEqual(
        {
          redirect: '/app/onboarding',
        },
      );
    },
  );

  it('lets a user who is not onboarded stay on /app/onboarding', () => {
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: true,
        profile: newcomer,
        pathname: '/app/onboarding',
      }),
    ).toBe('render');
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: true,
        profile: newcomer,
        pathname: '/app/onboarding/',
      }),
    ).toBe('render');
  });

  it('sends an onboarded user away from /app/onboarding to the dashboard', () => {
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: true,
        profile: onboarded,
        pathname: '/app/onboarding',
      }),
    ).toEqual({ redirect: '/app/dashboard' });
  });

  it.each(['/app', '/app/'])('redirects %s to /app/dashboard', (pathname) => {
    expect(guardDecision({ isLoading: false, isAuthenticated: true, profile: onboarded, pathname })).toEqual({
      redirect: '/app/dashboard',
    });
  });

  it.each(['/app/dashboard', '/app/licenses', '/app/profile', '/app/admin'])(
    'renders %s for an onboarded user',
    (pathname) => {
      expect(guardDecision({ isLoading: false, isAuthenticated: true, profile: onboarded, pathname })).toBe(
        'render',
      );
    },
  );
});

describe('the invitation page (decision 014)', () => {
  it('is shown to a user not yet onboarded: joining counts as onboarding', () => {
    expect(
      guardDecision({
        isLoading: false,
        isAuthenticated: true,
        profile: { is_onboarded: false },
        pathname: '/app/invite/abc',
      }),
    ).toBe('render');
  });
  it('sends a signed-out visitor through sign-in and back to the invitation', () => {
    expect(
      guardDecision({ isLoading: false, isAuthenticated: false, profile: null, pathname: '/app/invite/abc' }),
    ).toEqual({ signIn: '/app/invite/abc' });
  });
});
