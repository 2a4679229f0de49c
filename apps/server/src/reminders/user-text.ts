// User text (licence, business and person names) goes into reminder subjects and SMS, to
// addresses the product vouches for. Links in it would make every reminder a vehicle for
// someone's spam or phishing (issue 16): they are taken out, and the text is cut short.

/** The longest name a reminder repeats; longer ones end with an ellipsis. */
export const USER_TEXT_MAX = 80;

// Scheme links, www. hosts, and bare host names with a common top-level domain ("evil.ca/pay").
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b(?:[a-z0-9-]+\.)+(?:com|net|org|ca|io|co|us|info|biz|xyz|ly|me|app|link|click|top|ru|cn)\b(?:\/\S*)?/gi;

/** The text without links, its whitespace folded to single spaces, at most `max` characters. */
export function plainUserText(text: string, max = USER_TEXT_MAX): string {
  const plain = text
    .replace(LINK, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .trim();
  const folded = plain === '' ? '(unnamed)' : plain;
  return folded.length > max ? `${folded.slice(0, max - 1).trimEnd()}…` : folded;
}
