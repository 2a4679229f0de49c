#!/usr/bin/env node
// `npm start` (and `npm run worker | migrate | admin | reminders`): runs the built server,
// apps/server/dist/main.js, with source maps for stack traces. It builds the server first when
// the build is missing or older than its sources (scripts/build-server.mjs, under a second), and
// for `start` the web app when it has not been built yet. The server runs in this same process
// (imported, not spawned): a second Node.js process cost its start-up time and about 40 MB at
// every start (decision 033).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUILD, serverBuildIsStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const args = process.argv.slice(2).length ? process.argv.slice(2) : ['start'];

if (args[0] === 'start' && !existsSync(`${root}/apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serverBuildIsStale()) {
  console.error('Building the server…');
  await buildServer();
}

// What `node --enable-source-maps apps/server/dist/main.js <args>` would have: stack traces in
// TypeScript, the command in process.argv, and the repository as the working folder.
process.setSourceMapsEnabled(true);
process.argv = [process.argv[0], SERVER_BUILD, ...args];
process.chdir(root);
await import(pathToFileURL(SERVER_BUILD).href);
