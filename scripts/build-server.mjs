#!/usr/bin/env node
// Builds the server into ES modules, apps/server/dist/main.js and its chunks, with source maps:
// the server's TypeScript and the workspace packages it uses (@lt/core, @lt/catalog with its JSON
// data) are bundled; every other package stays in node_modules. What the server imports only when
// it needs it (`await import(…)`: the reminder worker, .xlsx files) is a chunk of its own, so its
// packages are not loaded before the web answers (decision 033). `npm start` (scripts/start.mjs)
// runs this when the build is missing or older than its sources. Files read at run time
// (migrations, the web build) are found through apps/server/src/paths.ts.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIST = join(root, 'apps/server/dist');
export const SERVER_BUILD = join(SERVER_DIST, 'main.js');
/** What the build is made from: a change to any of these makes it stale. */
const SOURCES = ['apps/server/src', 'packages/core/src', 'packages/catalog/src', 'packages/catalog/data'];

function newestModification(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

/** True when the build is missing or a source (or the lock file) changed after it. */
export function serverBuildIsStale() {
  let built;
  try {
    built = statSync(SERVER_BUILD).mtimeMs;
  } catch {
    return true;
  }
  const inputs = [
    ...SOURCES.map((dir) => join(root, dir)),
    join(root, 'package-lock.json'),
    import.meta.filename,
  ];
  return inputs.some((input) => newestModification(input) > built);
}

export async function buildServer() {
  // Imported here, not above: `npm start` checks the build at every start and needs esbuild only
  // when it rebuilds.
  const { build } = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true }); // no chunks of an earlier build
  await build({
    entryPoints: { main: join(root, 'apps/server/src/main.ts') },
    outdir: SERVER_DIST,
    // Beside main.js, so import.meta.url (src/paths.ts) is one folder below apps/server in any chunk.
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Packages are imported from node_modules at run time; only the workspace's own are bundled.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@lt/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Built ${SERVER_BUILD} in ${Date.now() - started} ms`);
}
