#!/usr/bin/env node
// `npm run dev`: the development loop. Two processes:
// - the server (API, built-in sign-in, reminder worker) under `tsx watch`, restarted on every change
//   to its code or to packages/*, on PORT (default 3000);
// - the web app through Vite's dev server with hot reload on DEV_PORT (default 5173), proxying
//   /api, /oidc, /interaction, /auth-config.json and /unsubscribe to the server.
// Open the Vite address. It is the one origin the browser sees, so the server runs with
// PUBLIC_URL set to it: the built-in provider's issuer, its redirect URIs and its CORS origin are
// the dev server's, and the CSP's 'self' is the dev server too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
const devPort = process.env.DEV_PORT ?? '5173';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${devPort}`;
// The tools' own entry points under this Node (not npx): a signal to them reaches the real process.
const require = createRequire(import.meta.url);
const bin = (pkg, path) => require.resolve(`${pkg}/package.json`).replace(/package\.json$/, path);

const children = [
  spawn(
    process.execPath,
    [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'apps/server/src/main.ts', 'start'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env, PORT: port, PUBLIC_URL: publicUrl },
    },
  ),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--port', devPort, '--strictPort'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, WEB_DEV_BACKEND: `http://127.0.0.1:${port}` },
  }),
];

console.log(`\nLicense Tracker (development): open ${publicUrl}\n`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending ends the loop: a half-running loop is more confusing than none.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
