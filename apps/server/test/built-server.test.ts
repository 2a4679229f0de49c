import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { buildServer, SERVER_BUILD } from '../../../scripts/build-server.mjs';

/**
 * `npm start` runs the built server (decision 012): it must find what it reads at run time
 * (migrations, the licence catalogue, swagger-ui's files) from apps/server/dist/main.js.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 3233;

describe('the built server', () => {
  let server: ChildProcess;
  let stderr = '';
  beforeAll(async () => {
    await buildServer();
    server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD, 'start'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: 'memory://',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        WORKER: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr!.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const deadline = Date.now() + 100_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).catch(() => undefined);
      if (ready?.ok) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`not ready: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('applies every migration and seeds the catalogue from the built output', async () => {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`);
    expect(ready.status).toBe(200);
    const provinces = await fetch(`http://127.0.0.1:${PORT}/api/locations/provinces`);
    expect(provinces.status).toBe(401); // it exists and authenticates; the catalogue loaded at start
    const docs = await fetch(`http://127.0.0.1:${PORT}/api/docs/json`);
    expect(Object.keys(((await docs.json()) as { paths: object }).paths)).toContain('/api/licenses');
    expect((await fetch(`http://127.0.0.1:${PORT}/api/docs/static/index.html`)).status).toBe(200);
  });

  it('ships a source map that leads back to the TypeScript', () => {
    const map = JSON.parse(readFileSync(`${SERVER_BUILD}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources.some((s) => s === '../src/main.ts')).toBe(true);
    expect(map.sources.some((s) => s.startsWith('../../../packages/core/src/'))).toBe(true);
  });
});
