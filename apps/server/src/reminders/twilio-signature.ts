import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Twilio-Signature of a request, as Twilio computes it
 * (https://www.twilio.com/docs/usage/security#validating-requests): the full URL Twilio requested,
 * then for a form POST every parameter name followed by its value, names sorted (a repeated name
 * once per value, values sorted), HMAC-SHA1 keyed with the account's auth token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) {
    for (const value of params.getAll(name).sort()) data += name + value;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Compares in constant time; a missing or malformed header is simply not valid. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: URLSearchParams,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
