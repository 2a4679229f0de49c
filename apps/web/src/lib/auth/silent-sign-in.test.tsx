import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeJwt,
  ORIGIN,
  RecordingNavigator,
  stubTokenEndpoint,
  testUserManager,
} from '../../../test/oidc-fakes';
import { useAuthState } from './auth-state';
import { OidcAuthStateProvider } from './oidc-auth-state';
import {
  ID_TOKEN_HINT_KEY,
  rememberIdToken,
  silentSignInOnce,
  storedIdTokenHint,
  trySilentSignIn,
} from './silent-sign-in';

const HINT = fakeJwt({ sub: 'user-1', aud: 'license-tracker-web' });

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The provider's answer to prompt=none, delivered to the silent callback. */
function answering(query: (state: string) => string) {
  return new RecordingNavigator(async (request) => {
    const state = request.searchParams.get('state') ?? '';
    return `${ORIGIN}/auth/silent-callback.html?${query(state)}`;
  });
}

/** After any failure the user is signed out, with no hint left, and a normal sign-in starts. */
async function expectCleanlySignedOut(manager: ReturnType<typeof testUserManager>) {
  expect(await manager.manager.getUser()).toBeNull();
  expect(storedIdTokenHint()).toBeNull();
  await manager.manager.signinRedirect();
  expect(manager.redirect.last.searchParams.get('prompt')).toBeNull();
  expect(manager.redirect.last.searchParams.get('nonce')).toBeTruthy();
}

describe('trySilentSignIn', () => {
  it('skips the frame when this tab has no ID token to hint with', async () => {
    const iframe = answering(() => 'error=login_required');
    const { manager } = testUserManager({ iframe });
    expect(await trySilentSignIn(manager)).toBe('signed-out');
    expect(iframe.urls).toHaveLength(0);
  });

  it('signs in with prompt=none, the id_token_hint and a nonce', async () => {
    const token = stubTokenEndpoint((nonce) => nonce);
    const iframe = new RecordingNavigator(async (request) => {
      token.setRequestNonce(request.searchParams.get('nonce') ?? undefined);
      return `${ORIGIN}/auth/silent-callback.html?code=c1&state=${request.searchParams.get('state')}`;
    });
    const { manager } = testUserManager({ iframe });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    expect(await trySilentSignIn(manager)).toBe('signed-in');
    expect(iframe.last.searchParams.get('prompt')).toBe('none');
    expect(iframe.last.searchParams.get('id_token_hint')).toBe(HINT);
    expect(iframe.last.searchParams.get('nonce')).toBeTruthy();
    expect((await manager.getUser())?.profile.sub).toBe('user-1');
  });

  it.each([
    ['login_required', 'error=login_required'],
    ['interaction_required', 'error=interaction_required'],
    ['a refused hint', 'error=invalid_request&error_description=id_token+mandatory'],
  ])('an error answer (%s) leaves the user signed out', async (_name, query) => {
    const setup = testUserManager({ iframe: answering((state) => `${query}&state=${state}`) });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    expect(await trySilentSignIn(setup.manager)).toBe('signed-out');
    await expectCleanlySignedOut(setup);
  });

  it('a nonce mismatch in the answer leaves the user signed out', async () => {
    stubTokenEndpoint(() => 'not-the-request-nonce');
    const setup = testUserManager({ iframe: answering((state) => `code=c1&state=${state}`) });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    expect(await trySilentSignIn(setup.manager)).toBe('signed-out');
    await expectCleanlySignedOut(setup);
  });

  it('the provider’s login page in the frame (no answer at all) times out to signed out', async () => {
    // oidc-client-ts's real hidden iframe: jsdom loads nothing into it, exactly like a login page
    // that never redirects back.
    const setup = testUserManager({ silentTimeoutSeconds: 1 });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    const started = Date.now();
    expect(await trySilentSignIn(setup.manager, 1)).toBe('signed-out');
    expect(Date.now() - started).toBeLessThan(3000);
    await expectCleanlySignedOut(setup);
  });

  it('a hang before the frame (discovery, token call) is cut by its own timer', async () => {
    const setup = testUserManager({ iframe: new RecordingNavigator(() => new Promise(() => {})) });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    vi.useFakeTimers();
    const outcome = trySilentSignIn(setup.manager, 1);
    await vi.advanceTimersByTimeAsync(2100);
    expect(await outcome).toBe('signed-out');
    vi.useRealTimers();
    await expectCleanlySignedOut(setup);
  });
});

function Probe() {
  const auth = useAuthState();
  return (
    <div>
      <h1>Public page</h1>
      <p>{auth.isLoading ? 'checking' : auth.isAuthenticated ? 'signed in' : 'signed out'}</p>
      <button type="button" onClick={() => void auth.signIn('/app/licenses')}>
        Log in
      </button>
      <button type="button" onClick={() => void auth.signUp()}>
        Get Started
      </button>
    </div>
  );
}

function renderBridge(setup: ReturnType<typeof testUserManager>) {
  return render(
    <MemoryRouter>
      <OidcAuthStateProvider userManager={setup.manager} onSignedIn={() => {}}>
        <Probe />
      </OidcAuthStateProvider>
    </MemoryRouter>,
  );
}

describe('OidcAuthStateProvider', () => {
  it('renders a public page at once while the session is checked in the background', async () => {
    let answer: (url: string) => void = () => {};
    const iframe = new RecordingNavigator((request) => {
      const state = request.searchParams.get('state');
      return new Promise((resolve) => {
        answer = () => resolve(`${ORIGIN}/auth/silent-callback.html?error=login_required&state=${state}`);
      });
    });
    const setup = testUserManager({ iframe });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    renderBridge(setup);
    expect(screen.getByRole('heading', { name: 'Public page' })).toBeTruthy();
    await waitFor(() => expect(iframe.urls).toHaveLength(1));
    expect(screen.getByText('checking')).toBeTruthy();
    act(() => answer(''));
    expect(await screen.findByText('signed out')).toBeTruthy();
    // A normal sign-in afterwards, back to the page it was asked from.
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    await waitFor(() => expect(setup.redirect.urls).toHaveLength(1));
    expect(setup.redirect.last.searchParams.get('prompt')).toBeNull();
  });

  it('Get Started asks for account creation where the provider offers prompt=create', async () => {
    const setup = testUserManager({ config: { prompt_create: true } });
    renderBridge(setup);
    expect(await screen.findByText('signed out')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Get Started' }).click());
    await waitFor(() => expect(setup.redirect.urls).toHaveLength(1));
    expect(setup.redirect.last.searchParams.get('prompt')).toBe('create');
  });

  it('Get Started falls back to sign-in where it does not', async () => {
    const setup = testUserManager({ config: { prompt_create: false } });
    renderBridge(setup);
    expect(await screen.findByText('signed out')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Get Started' }).click());
    await waitFor(() => expect(setup.redirect.urls).toHaveLength(1));
    expect(setup.redirect.last.searchParams.get('prompt')).toBeNull();
  });

  it('waits for the attempt main.tsx started before rendering, without a second frame', async () => {
    const token = stubTokenEndpoint((nonce) => nonce);
    const iframe = new RecordingNavigator(async (request) => {
      token.setRequestNonce(request.searchParams.get('nonce') ?? undefined);
      return `${ORIGIN}/auth/silent-callback.html?code=c1&state=${request.searchParams.get('state')}`;
    });
    const setup = testUserManager({ iframe });
    sessionStorage.setItem(ID_TOKEN_HINT_KEY, HINT);
    const early = silentSignInOnce(setup.manager);
    renderBridge(setup);
    expect(await screen.findByText('signed in')).toBeTruthy();
    expect(await early).toBe('signed-in');
    expect(iframe.urls).toHaveLength(1);
  });

  it('remembers the ID token of a sign-in as the next reload’s hint', () => {
    rememberIdToken({ id_token: HINT });
    expect(storedIdTokenHint()).toBe(HINT);
  });
});
