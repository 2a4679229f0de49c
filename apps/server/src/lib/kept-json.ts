import type { FastifyReply } from 'fastify';

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
