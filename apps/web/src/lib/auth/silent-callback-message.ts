/**
 * What the hidden frame of a silent sign-in posts to the app: the provider's answer (its URL), in
 * the shape oidc-client-ts's own callback posts (IFrameWindow.notifyParent; the library's listener
 * in the parent checks `source` and the origin). Written out here so that the frame's page loads
 * a few hundred bytes instead of the whole library (decision 032); silent-callback-message.test.ts
 * holds it equal to what the library posts.
 */
export function silentCallbackMessage(url: string) {
  return { source: 'oidc-client', url, keepOpen: false };
}
