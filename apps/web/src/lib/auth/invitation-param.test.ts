import { afterEach, describe, expect, it } from 'vitest';
import { testUserManager } from '../../../test/oidc-fakes';
import { invitationTokenOf } from './invitation-param';

const TOKEN = 'AbC_-123456789012345678901234567890123456789';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the invitation token on the way to sign-in (issue 30)', () => {
  it('is read from a return to the invitation page only', () => {
    expect(invitationTokenOf({ returnTo: `/app/invite/${TOKEN}` })).toBe(TOKEN);
    expect(invitationTokenOf({ returnTo: `/app/invite/${TOKEN}?x=1` })).toBe(TOKEN);
    expect(invitationTokenOf({ returnTo: '/app/dashboard' })).toBeUndefined();
    expect(invitationTokenOf({ returnTo: '/app/invite/short' })).toBeUndefined();
    expect(invitationTokenOf({ returnTo: `/app/invite/${TOKEN}&audience=x` })).toBeUndefined();
    expect(invitationTokenOf(undefined)).toBeUndefined();
  });

  it('goes to the provider beside the audience, and not on other sign-ins', async () => {
    const { manager, redirect } = testUserManager();
    await manager.signinRedirect({ state: { returnTo: `/app/invite/${TOKEN}` } });
    await manager.signinRedirect({ state: { returnTo: '/app/licenses' } });
    const [invited, plain] = redirect.urls;
    expect(invited!.searchParams.get('invitation')).toBe(TOKEN);
    expect(invited!.searchParams.get('audience')).toBe('https://api.example.ca');
    expect(plain!.searchParams.has('invitation')).toBe(false);
  });
});
