import { silentCallbackMessage } from './lib/auth/silent-callback-message';

// Runs inside the hidden iframe of a silent sign-in: hands the response URL to the parent window,
// which exchanges the code. It posts what oidc-client-ts's callback would, without loading the
// library into the frame (decision 032).
if (window.parent === window) {
  // Not in a frame: a provider's login page broke out of the hidden frame (frame-busting) and the
  // user signed in there, so its answer came to the top window, where nothing would pick it up.
  // Go home instead of leaving a blank "Signing in…" page; "Log in" then completes at once.
  window.location.replace('/');
} else {
  window.parent.postMessage(silentCallbackMessage(window.location.href), window.location.origin);
}
