/**
 * What the product shows of a channel's URL: its host and the last four characters. A Slack or
 * Teams webhook URL is itself the credential to post there, so it is never answered whole.
 */
export function urlHint(raw: string): string {
  try {
    const url = new URL(raw);
    const rest = `${url.pathname}${url.search}`;
    const tail = rest.length > 8 ? `/…${rest.slice(-4)}` : rest === '/' ? '' : rest;
    return `${url.host}${tail}`;
  } catch {
    return '…';
  }
}
