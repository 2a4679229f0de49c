import { UserManager } from 'oidc-client-ts';

// Runs inside the hidden iframe of a silent sign-in: hands the response URL to the parent window,
// which exchanges the code. The settings are placeholders: the callback only posts the URL back.
if (window.parent === window) {
  // Not in a frame: a provider's login page broke out of the hidden frame (frame-busting) and the
  // user signed in there, so its answer came to the top window, where nothing would pick it up.
  // Go home instead of leaving a blank "Signing in…" page; "Log in" then completes at once.
  window.location.replace('/');
} else {
  void new UserManager({
    authority: window.location.origin,
    client_id: 'web',
    redirect_uri: '',
    automaticSilentRenew: false,
  })
    .signinSilentCallback()
    .catch(() => undefined);
}
