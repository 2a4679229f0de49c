// Issue 30: a sign-in that starts from an invitation link (/app/invite/<token>) hands the token to
// the provider as the `invitation` parameter. The built-in provider then opens account creation
// with the invited address filled in when that address has no account, or sign-in with it filled
// in; only the holder of the token learns which. Other providers ignore the unknown parameter.

const INVITE_RETURN = /^\/app\/invite\/([A-Za-z0-9_-]{20,100})(?:[/?#]|$)/;

/** The invitation token of a sign-in's saved state (`{ returnTo }`), if it returns to one. */
export function invitationTokenOf(state: unknown): string | undefined {
  const returnTo = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  return typeof returnTo === 'string' ? INVITE_RETURN.exec(returnTo)?.[1] : undefined;
}
