import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** A response's security headers, as helmet sets them: the names and values it sets, the names it removes. */
export interface HeaderSet {
  set: [name: string, value: string][];
  remove: string[];
}

/**
 * The headers helmet sets for `options`, worked out once. Helmet (through @fastify/helmet) parsed
 * its whole configuration again on every request, about 4% of the server's CPU under the
 * dashboard's load (decision 038); with static options (no function among the CSP directives, no
 * nonces) every response gets the same headers, so they are recorded here from helmet itself, not
 * written out by hand.
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: HeaderSet = { set: [], remove: [] };
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers.set.push([name, String(value)]);
    },
    removeHeader: (name: string) => {
      headers.remove.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the headers on the Node response (where the identity provider's own answers see them too). */
export function applyHeaders(response: ServerResponse, headers: HeaderSet): void {
  for (const name of headers.remove) response.removeHeader(name);
  for (const [name, value] of headers.set) response.setHeader(name, value);
}

/** `headers` with one header's value replaced (`value` undefined: left out) or added. */
export function withHeader(headers: HeaderSet, name: string, value: string | undefined): HeaderSet {
  const set = headers.set.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  return { set: value === undefined ? set : [...set, [name, value]], remove: headers.remove };
}
