#!/usr/bin/env node
// `npm start` (and `npm run worker | migrate | admin | reminders`): runs the built server,
// apps/server/dist/main.js, with source maps for stack traces. It builds the server first when
// the build is missing or older than its sources (scripts/build-server.mjs, under a second), and
// for `start` the web app when it has not been built yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD, ...args], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
