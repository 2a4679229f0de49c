// Whether the route's own contract would accept a request, and what is wrong with an answer.

import { parse as parseQueryString } from 'node:querystring';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { fillPath } from '../routes-table';
import { isContainer } from './bodies';
import type { Body, FuzzRequest, World } from './types';

/** Fastify picks its JSON parser by the media type alone, whatever the parameters. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;.*)?$/i;

/** Parses as Fastify's JSON parser does: BOM allowed, prototype poisoning refused. */
function parseJsonLikeFastify(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return poisoned(value) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}
function poisoned(value: unknown): boolean {
  if (!isContainer(value)) return false;
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && isContainer(v) && Object.hasOwn(v, 'prototype')) return true;
    if (poisoned(v)) return true;
  }
  return false;
}

function bodyText(body: Body): string | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'raw') return body.text;
  return JSON.stringify(body.value) ?? 'null';
}

/** True when the route's contract accepts this request: only then may the answer be a 2xx. */
export function mayAccept(req: FuzzRequest): boolean {
  const { route } = req;
  if (req.method !== route.method) return false;
  if (!route.public && (req.caller === 'anonymous' || req.caller === 'bad-token')) return false;
  if (route.admin && req.caller !== 'admin') return false;
  // The fuzzer's admin is not a super admin.
  if (route.superAdmin) return false;
  const decoded: Record<string, string> = {};
  for (const [name, raw] of Object.entries(req.params)) {
    try {
      decoded[name] = decodeURIComponent(raw);
    } catch {
      return false;
    }
  }
  if (route.paramsSchema && !route.paramsSchema.safeParse(decoded).success) return false;
  if (route.query && !route.query.schema.safeParse(parseQueryString(req.queryString)).success) return false;
  const text = bodyText(req.body);
  const jsonTyped = req.contentType !== undefined && JSON_MEDIA_TYPE.test(req.contentType);
  if (route.body) {
    if (text === undefined || !jsonTyped) return false;
    const parsed = parseJsonLikeFastify(text);
    return parsed.ok && route.body.schema.safeParse(parsed.value).success;
  }
  // No content type and nothing sent is no body at all.
  const noBody = text === undefined || (text === '' && req.contentType === undefined);
  if (route.method === 'POST' && !noBody) return jsonTyped && parseJsonLikeFastify(text!).ok;
  return true;
}

function urlOf(req: FuzzRequest): string {
  const path = fillPath(req.route.path, req.params) + (req.trailingSlash ? '/' : '');
  return req.queryString ? `${path}?${req.queryString}` : path;
}

export function injectOptions(req: FuzzRequest, world: World): InjectOptions {
  const headers: Record<string, string> = {};
  if (req.caller === 'user' || req.caller === 'admin') headers.authorization = world.headers[req.caller];
  // The shared callers' tokens must outlive the run: a route that ends them gets a bad one.
  if (req.caller === 'bad-token' || (req.route.endsSession && headers.authorization)) {
    headers.authorization = req.badToken;
  }
  if (req.contentType !== undefined) headers['content-type'] = req.contentType;
  const payload = bodyText(req.body);
  return {
    method: req.method as InjectOptions['method'],
    url: urlOf(req),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

const clip = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

export function describeRequest(req: FuzzRequest, res?: LightMyRequestResponse): string {
  const text = bodyText(req.body);
  return [
    `${req.method} ${clip(urlOf(req), 200)} as ${req.caller}`,
    `content-type: ${req.contentType ?? '(none)'}; body: ${text === undefined ? '(none)' : clip(JSON.stringify(text))}`,
    ...(res ? [`→ ${res.statusCode} ${clip(res.body)}`] : []),
  ].join('\n    ');
}

/** What is wrong with an answer, if anything. */
export function problemsWith(req: FuzzRequest, res: LightMyRequestResponse, accepted: boolean): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    let detail: unknown;
    try {
      detail = (res.json() as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || detail.trim() === '') problems.push('error without a JSON detail');
    if (!String(res.headers['content-type']).startsWith('application/json')) {
      problems.push(`error with content-type ${res.headers['content-type']}`);
    }
  } else if (status >= 300) {
    if (!req.route.path.startsWith('/api/docs')) problems.push(`answered ${status}`);
  } else if (!accepted) {
    problems.push(`answered ${status} to input its contract refuses`);
  }
  // Swagger UI's own files (scripts, styles, images) are the same for everyone: cacheable.
  const staticFile = req.route.path === '/api/docs/*' && status < 300;
  if (!staticFile && !String(res.headers['cache-control']).includes('no-store')) {
    problems.push('no Cache-Control: no-store');
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options');
  if (!res.headers['content-security-policy']) problems.push('no Content-Security-Policy');
  return problems;
}
