// Fetches one source page for the watch (decision 043), through the outbound guard of webhooks:
// https on public addresses only (loopback over http too with WEBHOOK_ALLOW_LOOPBACK, tests), each
// redirect checked again, and the connection made to the very address the guard checked, so a name
// that resolves elsewhere a moment later (DNS rebinding) cannot slip through.
import type { LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { SourceFailureKind } from '@lt/core';
import { checkOutboundUrl, pinnedLookup, RefusedDestination } from '../../channels/outbound-guard';

export interface FetchOptions {
  allowLoopback: boolean;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
}

/** What the watch stored of the last fetch: sent back as If-None-Match / If-Modified-Since. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome = (
  | { kind: 'not_modified' }
  | ({ kind: 'page'; html: string } & Validators)
  | { kind: 'failure'; failure: SourceFailureKind; reason: string }
) & {
  /** A request reached the host (the pause before its next one applies). */
  contacted: boolean;
};

const MAX_REDIRECTS = 5;
const USER_AGENT = 'LicenseTracker-SourceWatch/1.0 (+licence catalogue checks)';

class FetchFailure extends Error {
  constructor(
    readonly failure: SourceFailureKind,
    reason: string,
  ) {
    super(reason);
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
}

export async function fetchSource(
  rawUrl: string,
  validators: Validators,
  options: FetchOptions,
): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let contacted = false;
  let target = rawUrl;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const { url, pinned } = await guarded(target, options.allowLoopback, signal);
      contacted = true;
      const answer = await get(url, pinned, validators, options, signal);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304 && location) {
        target = new URL(location, url).toString();
        continue;
      }
      if (answer.status === 304) return { kind: 'not_modified', contacted };
      if (answer.status < 200 || answer.status >= 300 || !answer.body) {
        throw new FetchFailure('http', `HTTP ${answer.status}`);
      }
      return {
        kind: 'page',
        html: decode(answer.body, answer.headers['content-type']),
        etag: headerValue(answer.headers.etag),
        lastModified: headerValue(answer.headers['last-modified']),
        contacted,
      };
    }
    throw new FetchFailure('http', `more than ${MAX_REDIRECTS} redirects`);
  } catch (error) {
    if (error instanceof FetchFailure)
      return { kind: 'failure', failure: error.failure, reason: error.message, contacted };
    if (signal.aborted) {
      return {
        kind: 'failure',
        failure: 'timeout',
        reason: `no answer within ${options.timeoutMs} ms`,
        contacted,
      };
    }
    return { kind: 'failure', failure: 'network', reason: oneLine(String(error)), contacted };
  }
}

/** The URL the guard allows and the address it checked, or a FetchFailure saying why not. */
async function guarded(
  raw: string,
  allowLoopback: boolean,
  signal: AbortSignal,
): Promise<{ url: URL; pinned?: LookupAddress }> {
  let resolved: LookupAddress[] = [];
  try {
    const url = await checkOutboundUrl(raw, {
      allowLoopback,
      resolve: async (host) => {
        resolved = await resolveHost(host, signal);
        return resolved;
      },
    });
    return { url, pinned: resolved[0] };
  } catch (error) {
    if (error instanceof RefusedDestination) throw new FetchFailure('refused', error.message);
    if (signal.aborted) throw error;
    // The name did not resolve (NXDOMAIN, DNS down): nothing was sent.
    throw new FetchFailure('network', oneLine(String(error)));
  }
}

/**
 * The name's addresses through c-ares (`dns.Resolver`), not getaddrinfo: a pass looks up hundreds
 * of names, and getaddrinfo holds one of libuv's four threads for each slow one (5 s per name on a
 * dead resolver), starving the server's file system and hashing. Cancelled with the fetch.
 */
async function resolveHost(host: string, signal: AbortSignal): Promise<LookupAddress[]> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  const cancel = () => resolver.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length === 0 && v4.status === 'rejected') throw v4.reason;
    return addresses;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** One GET, connected to `pinned` when the host was a name; the body only on a 2xx, within the cap. */
function get(
  url: URL,
  pinned: LookupAddress | undefined,
  validators: Validators,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    'accept-encoding': 'identity',
    'user-agent': USER_AGENT,
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers,
        signal,
        lookup: pinnedLookup(pinned),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          // A redirect, a 304 or an error: its body is not read.
          response.destroy();
          return resolve({ status, headers: response.headers, body: null });
        }
        const declared = Number(response.headers['content-length']);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new FetchFailure('too_large', `larger than ${options.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new FetchFailure('too_large', `larger than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The page's text in the charset its Content-Type names (UTF-8 when none or unknown). */
function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    // An unknown label (RangeError): UTF-8 is what most pages are.
    return new TextDecoder('utf-8').decode(body);
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one ? one.slice(0, 500) : null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
