#!/usr/bin/env node
// `npm start`: builds the web app if it has not been built yet, then runs the server
// (web app, API, sign-in and, later, the reminder worker) on PORT, default 3000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}/apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/main.ts',
    ...(process.argv.slice(2).length ? process.argv.slice(2) : ['start']),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
