import { UserManager } from 'oidc-client-ts';

// Runs inside the hidden iframe of a silent sign-in: hands the response URL to the parent window,
// which exchanges the code. The settings are placeholders: the callback only posts the URL back.
void new UserManager({
  authority: window.location.origin,
  client_id: 'web',
  redirect_uri: '',
  automaticSilentRenew: false,
})
  .signinSilentCallback()
  .catch(() => undefined);
