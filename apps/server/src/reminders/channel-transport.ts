// Sends a workspace channel's message (Slack, Teams, a Standard Webhooks receiver), for reminder
// deliveries and for "Send test". The URL is checked again at send time (https, public addresses),
// and the connection goes to the very address that was checked: a name that resolves to a public
// address at the check and to 127.0.0.1 a moment later (DNS rebinding) cannot slip through.
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { ChannelKind } from '@lt/core';
import { type ChannelMessage, slackPayload, teamsPayload } from '../channels/chat-payloads';
import { checkOutboundUrl, pinnedLookup, RefusedDestination } from '../channels/outbound-guard';
import { signWebhook } from '../channels/standard-webhooks';
import { DeliveryFailure, oneLine } from './failures';

export interface ChannelTarget {
  kind: ChannelKind;
  url: string;
  /** A webhook's `whsec_…` secret. */
  secret: string | null;
}

export interface ChannelPost {
  /** The `webhook-id`: the delivery's id, the same on every retry, so receivers can drop a repeat. */
  id: string;
  at: Date;
  /** What a chat shows. */
  chat: ChannelMessage;
  /** What a webhook receives as its JSON body (Standard Webhooks: type, timestamp, data). */
  event: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface ChannelSender {
  /** The longest one send may take, from `beforeSend` to its answer. */
  readonly timeoutMs: number;
  /** Resolves with the receiver's status; throws a DeliveryFailure. */
  send(
    target: ChannelTarget,
    post: ChannelPost,
    options?: { beforeSend?: () => Promise<void> },
  ): Promise<{ providerId: string; status: number }>;
}

export const CHANNEL_TIMEOUT_MS = 10_000;
/** Enough of an error answer to say what it was; the rest is not read. */
const MAX_ANSWER_BYTES = 2_000;

export function bodyFor(target: ChannelTarget, post: ChannelPost): string {
  if (target.kind === 'slack') return JSON.stringify(slackPayload(post.chat));
  if (target.kind === 'teams') return JSON.stringify(teamsPayload(post.chat));
  return JSON.stringify(post.event);
}

/**
 * 2xx is sent. 408, 429 and 5xx, timeouts and network errors are transient (retried with
 * backoff); other 4xx (a deleted Slack hook answers 404 or 410) and a refused address are final.
 */
export function channelSender(opts: { allowLoopback?: boolean; timeoutMs?: number } = {}): ChannelSender {
  const timeoutMs = opts.timeoutMs ?? CHANNEL_TIMEOUT_MS;
  return {
    timeoutMs,
    async send(target, post, options = {}) {
      let resolved: LookupAddress[] = [];
      let url: URL;
      try {
        url = await checkOutboundUrl(target.url, {
          allowLoopback: opts.allowLoopback,
          resolve: async (host) => {
            resolved = await lookup(host, { all: true, verbatim: true });
            return resolved;
          },
        });
      } catch (error) {
        if (error instanceof RefusedDestination) throw new DeliveryFailure(error.message, false);
        // The name did not resolve now (DNS down, NXDOMAIN): it may next time.
        throw new DeliveryFailure(oneLine(String(error)), true);
      }
      const body = bodyFor(target, post);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'user-agent': 'LicenseTracker-Webhooks/1.0',
      };
      if (target.kind === 'webhook') {
        if (!target.secret) throw new DeliveryFailure('the webhook has no signing secret', false);
        Object.assign(headers, signWebhook(target.secret, post.id, post.at, body));
      }
      await options.beforeSend?.();
      // Resolves on 2xx only; anything else is an HttpFailure.
      const status = await postJson(url, body, headers, resolved[0], timeoutMs);
      return { providerId: `${target.kind}:${post.id}`, status };
    },
  };
}

/** The request, connected to `pinned` when the host was a name; resolves with the status. */
function postJson(
  url: URL,
  body: string,
  headers: Record<string, string>,
  pinned: LookupAddress | undefined,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        lookup: pinnedLookup(pinned),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          if (status >= 200 && status < 300) return resolve(status);
          const answer = oneLine(Buffer.concat(chunks).toString('utf8').slice(0, 300));
          const transient = status === 408 || status === 429 || status >= 500;
          reject(new HttpFailure(`HTTP ${status}${answer ? `: ${answer}` : ''}`, transient, status));
        });
        response.on('error', (error) => reject(new HttpFailure(oneLine(String(error)), true, status)));
      },
    );
    request.on('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      reject(new HttpFailure(timedOut ? `no answer within ${timeoutMs} ms` : oneLine(String(error)), true));
    });
    request.end(body);
  });
}

/** A DeliveryFailure that knows the receiver's HTTP status, if it answered ("Send test" shows it). */
export class HttpFailure extends DeliveryFailure {
  constructor(
    message: string,
    transient: boolean,
    readonly status: number | null = null,
  ) {
    super(message, transient);
  }
}
