import type { FastifyReply } from 'fastify';
import { oncePerObject } from './once-per-object';

/** What Fastify sends its own JSON as: the kept, already encoded answers go out the same. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON a route already encoded through its contract (a kept first screen, decision 029):
 * Fastify sends a string as it is, so the contract's encoding is not run a second time. Typed as
 * the route's value so that the route keeps its contract for the OpenAPI document.
 */
export function sendEncoded<T>(reply: FastifyReply, json: string): T {
  return reply.type(JSON_CONTENT_TYPE).send(json) as unknown as T;
}

/**
 * `encode(value)` once per object: for a value many requests share for a while (the caller cache's
 * frozen user row, its roles), the contract's encoding is run the first time only. A new object
 * (the row read again, after a write or once its time is up) is encoded again.
 */
export function encodedOnce<V extends object>(encode: (value: V) => string): (value: V) => string {
  return oncePerObject(encode);
}
