// The routes, as the app itself lists them, and as its OpenAPI document does.

import type { FastifyInstance } from 'fastify';
import { METHODS, type Method } from './routes-table';

export interface AppRoute {
  method: string;
  /** As Fastify prints it: no trailing slash, `:name` for parameters, `*` for a wildcard. */
  path: string;
}

/**
 * Every route of the app, read from `printRoutes`: a line is `<tree> <segment> (<METHODS>)`,
 * each level of the tree four characters deep; a route's path is its ancestors' segments joined.
 */
export function listAppRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const segment = match[2]!;
    const path = (stack[depth - 1] ?? '') + (segment.startsWith('/') || depth === 0 ? '' : '/') + segment;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
}

/** The /api routes a client can call with a body or not: HEAD only mirrors GET. */
export function listApiRoutes(app: FastifyInstance): AppRoute[] {
  return listAppRoutes(app).filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD');
}

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;

/** The operations of the OpenAPI document, as `METHOD /path` with `:name` parameters. */
export async function listOpenApiRoutes(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const api = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/'));
  return api.flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => METHODS.includes(m.toUpperCase() as Method))
      .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`),
  );
}
