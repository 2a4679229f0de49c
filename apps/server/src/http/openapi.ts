// The OpenAPI document, exact: generated from the routes' zod contracts, then completed here, in one
// place, with what every /api operation can answer. A route added later gets its standard error
// responses, summary, operation id and security without writing them (docs/ARCHITECTURE.md).
import type { SwaggerOptions } from '@fastify/swagger';
import { ErrorBody } from '@lt/core';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { KEYED_METHODS } from './idempotency';
import { OPERATIONS } from './openapi-operations';

type JsonObject = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: RouteOptions };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid; `detail` names the field and the problem',
  401: 'No valid bearer access token',
  403: 'The caller is not allowed (admins only)',
  404: 'No such resource, or it is not the caller’s',
  409: 'The request conflicts with the current state, or one with the same `Idempotency-Key` is still running',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  422: 'The `Idempotency-Key` was already used for a different request, or a cap on what one account may create is reached (README: Security: caps and limits)',
  429: 'Too many requests from this address; retry after `Retry-After` seconds',
  500: 'An unexpected failure, logged on the server; `detail` is generic',
  503: 'Temporarily unavailable (the database is not answering); retry after `Retry-After` seconds',
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
};

/** The statuses an /api operation can answer besides its own, from what it declares. */
function standardStatuses(method: string, url: string, schema: JsonObject, isPublic: boolean): number[] {
  const statuses = [429, 500];
  // Everything behind authentication reads the database (the caller's row at least).
  if (!isPublic) statuses.push(401, 503);
  if (url.startsWith('/api/admin/')) statuses.push(403);
  if (schema.params) statuses.push(404);
  const takesInput = schema.body || schema.querystring || schema.params;
  // A body is parsed by its content type on these methods, whether or not the route reads it.
  if (BODY_METHODS.has(method)) statuses.push(413, 415);
  if (takesInput || BODY_METHODS.has(method)) statuses.push(400);
  if (takesIdempotencyKey(method, isPublic)) statuses.push(409, 422);
  return statuses;
}

/** Every signed-in POST and PATCH honours the header (http/idempotency.ts, decision 045). */
const takesIdempotencyKey = (method: string, isPublic: boolean) => !isPublic && KEYED_METHODS.has(method);

const IDEMPOTENCY_KEY = {
  type: 'string',
  minLength: 1,
  maxLength: 257,
  description:
    'Optional (draft-ietf-httpapi-idempotency-key-header): a unique key, such as a UUID, for this ' +
    'request, as a quoted string or bare; 1 to 255 printable characters. A repeat within 24 hours ' +
    'answers the first answer (with `Idempotent-Replayed: true`) and changes nothing; the same key ' +
    'with another request is 422; a repeat while the first runs is 409.',
};

/** `/api/licenses/:id/` → `/api/licenses/:id`: how the routes table and the summaries name it. */
const normalise = (url: string) => url.replace(/\/+$/, '') || '/';

/** For a route added without an entry in OPERATIONS: `GET /api/foo/:id` → `getFooById`. */
function fallbackOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_]/)));
  return method.toLowerCase() + words.map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : '')).join('');
}

function wrapJson(schema: unknown, description: string, headers?: JsonObject): JsonObject {
  const isContent = typeof schema === 'object' && schema !== null && 'content' in schema;
  return {
    description,
    ...(headers ? { headers } : {}),
    content: isContent ? (schema as { content: unknown }).content : { 'application/json': { schema } },
  };
}

const TOTAL_COUNT = {
  'X-Total-Count': { type: 'integer', minimum: 0, description: 'How many items there are in all' },
};
const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before retrying' },
};

/** The swagger `transform`: hides everything outside /api, completes every /api operation. */
export function transformRoute(input: TransformInput): { schema: JsonObject; url: string } {
  const { url, route } = input;
  const method = String(Array.isArray(route?.method) ? route.method[0] : (route?.method ?? 'GET'));
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
    return { schema: { hide: true }, url };
  }
  const schema = (input.schema ?? {}) as JsonObject;
  if (schema.hide) return { schema: { hide: true }, url };
  const isPublic = (route?.config as { public?: boolean } | undefined)?.public === true;
  const path = normalise(url);

  const declared = (schema.response ?? {}) as JsonObject;
  const response: JsonObject = { ...declared };
  for (const status of standardStatuses(method, url, schema, isPublic)) {
    response[status] ??= ErrorBody;
  }
  const known = OPERATIONS[`${method} ${path}`];
  const withDefaults = {
    ...schema,
    response,
    summary: schema.summary ?? known?.summary ?? `${method} ${path}`,
    operationId: schema.operationId ?? known?.operationId ?? fallbackOperationId(method, path),
    ...(isPublic ? { security: [] } : {}),
  };

  const transformed = jsonSchemaTransform({ ...input, schema: withDefaults } as never) as {
    schema: JsonObject;
    url: string;
  };
  const json = transformed.schema;
  if (takesIdempotencyKey(method, isPublic)) {
    const headers = (json.headers ?? { type: 'object', properties: {} }) as { properties: JsonObject };
    headers.properties['Idempotency-Key'] = IDEMPOTENCY_KEY;
    json.headers = headers;
  }
  const query = json.querystring as { properties?: JsonObject } | undefined;
  const paged = Boolean(query?.properties?.limit && query.properties.offset);
  const responses = json.response as JsonObject;
  for (const [key, value] of Object.entries(responses)) {
    const status = Number(key);
    if (status === 204) {
      responses[key] = { type: 'null', description: SUCCESS_DESCRIPTIONS[204] };
      continue;
    }
    const description = ERROR_DESCRIPTIONS[status] ?? SUCCESS_DESCRIPTIONS[status] ?? 'Response';
    const headers =
      status === 429 || status === 503 ? RETRY_AFTER : paged && status === 200 ? TOTAL_COUNT : undefined;
    responses[key] = wrapJson(value, description, headers);
  }
  return { schema: json, url: path };
}

/** Every `#/components/schemas/X` that `value` refers to, directly. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        into.add(item.slice('#/components/schemas/'.length));
      } else collectRefs(item, into);
    }
  }
}

/**
 * `{"allOf": [X]}` alone is X: zod writes it for an optional field whose schema has an id (a
 * licence's optional `renewal_rule`), and linters rightly call it illogical.
 */
function collapseLoneAllOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(collapseLoneAllOf);
  if (!value || typeof value !== 'object') return value;
  const object = value as JsonObject;
  const keys = Object.keys(object);
  if (keys.length === 1 && Array.isArray(object.allOf) && object.allOf.length === 1) {
    return collapseLoneAllOf(object.allOf[0]);
  }
  return Object.fromEntries(keys.map((key) => [key, collapseLoneAllOf(object[key])]));
}

/** The swagger `transformObject`: the registry's schemas, less those no operation uses. */
export function transformDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = collapseLoneAllOf(jsonSchemaTransformObject(input)) as JsonObject & {
    paths?: JsonObject;
    components?: { schemas?: JsonObject };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  collectRefs(document.paths, used);
  const pending = [...used];
  while (pending.length) {
    const found = new Set<string>();
    collectRefs(schemas[pending.pop()!], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

export function openApiOptions(config: Config): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'License Tracker API',
        version: '1.0.0',
        description:
          'Every licence of a Canadian business, its expiry and its reminders. Errors are `{"detail": "…"}` ' +
          '(docs/PRODUCT.md §8). Every operation needs a bearer access token unless it says otherwise.',
        license: { name: 'Proprietary', url: `${config.publicUrl}/terms` },
      },
      // Relative: the paths are served where this document is (PUBLIC_URL).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: transformRoute as never,
    transformObject: transformDocument as never,
  } as SwaggerOptions;
}
