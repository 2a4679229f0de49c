/**
 * "Login Method" on the profile (PRODUCT §2): the provider part of an Auth0-style subject
 * ("google-oauth2|123" → "google-oauth2"), else the identity provider's name, else "Unknown".
 */
export function loginMethodFromSubject(subject: string | null | undefined, providerName?: string): string {
  if (subject?.includes('|')) {
    const provider = subject.slice(0, subject.indexOf('|'));
    if (provider) return provider;
  }
  return providerName || 'Unknown';
}
