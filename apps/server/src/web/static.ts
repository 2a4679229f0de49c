import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { WEB_DIST } from '../paths';

/**
 * Serves the built web app. Client routes fall back to index.html; a missing /assets/* file
 * answers 404 (a stale tab must not get HTML where it expects JavaScript).
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build`');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they
    // are to browsers that accept them, with `Vary: accept-encoding`.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed file names never change; index.html must always be revalidated.
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return !/^\/(api|oidc|interaction|assets)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}
