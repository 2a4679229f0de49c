// The end-session request carries a fixed `state` (RP-Initiated Logout 1.0): Glewlwyd 2.7.5, for
// one, sends the user back to post_logout_redirect_uri only when the request has one. Nothing is
// stored for it; the provider hands it back on the home page (`/?state=signed-out`), where it is
// taken off the address before the app renders.

export const SIGNED_OUT_STATE = 'signed-out';

/** Removes `state=signed-out` from the address of the page the provider returned to. */
export function dropSignedOutState(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href);
  if (url.searchParams.get('state') !== SIGNED_OUT_STATE) return;
  url.searchParams.delete('state');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
