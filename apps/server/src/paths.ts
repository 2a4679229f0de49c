import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module: as TypeScript it is src/paths.ts, built it is inside
 * dist/main.js or a chunk beside it (scripts/build-server.mjs) — one folder below apps/server
 * either way, so files the server reads at run time are found from both. Keep every such path here.
 */
const SERVER_ROOT = new URL('../', import.meta.url);

/** The committed SQL migrations (read from the source tree by the built server too). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('src/db/migrations', SERVER_ROOT));

/** The built web app. */
export const WEB_DIST = fileURLToPath(new URL('../web/dist', SERVER_ROOT));

/** The 10,000 most common passwords the built-in sign-up refuses (core's data; read once, on first use). */
export const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL('../../packages/core/src/domain/common-passwords.txt', SERVER_ROOT),
);
