import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { buildServer, SERVER_BUILD } from '../../../scripts/build-server.mjs';

/**
 * `npm start` runs the built server (decision 012): it must find what it reads at run time
 * (migrations, the licence catalogue, swagger-ui's files) from apps/server/dist/main.js and its chunks.
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

  it('loads the identity provider and nodemailer after start, and signs in with them (decision 037)', async () => {
    const chunks = readdirSync(dirname(SERVER_BUILD)).filter((name) => name.endsWith('.js'));
    for (const chunk of chunks) {
      const code = readFileSync(join(dirname(SERVER_BUILD), chunk), 'utf8');
      expect(code, chunk).not.toMatch(/from "(oidc-provider|nodemailer)"/);
    }
    const discovery = await fetch(`http://127.0.0.1:${PORT}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toMatch(/\/oidc$/);
  });

  it('ships source maps that lead back to the TypeScript', () => {
    // main.js and its chunks (decision 033) each have their own map.
    const sources = readdirSync(dirname(SERVER_BUILD))
      .filter((name) => name.endsWith('.js.map'))
      .flatMap(
        (name) =>
          (JSON.parse(readFileSync(join(dirname(SERVER_BUILD), name), 'utf8')) as { sources: string[] })
            .sources,
      );
    expect(sources).toContain('../src/main.ts');
    expect(sources.some((s) => s.startsWith('../../../packages/core/src/'))).toBe(true);
  });

  it('loads the reminder worker and exceljs only when they are used (decision 033)', () => {
    const main = readFileSync(SERVER_BUILD, 'utf8');
    expect(main).not.toMatch(/from "pg-boss"/);
    expect(main).not.toMatch(/from "exceljs"/);
    const chunks = readdirSync(dirname(SERVER_BUILD)).filter((name) => name.endsWith('.js'));
    const worker = chunks.find((name) => name.startsWith('worker-'));
    expect(readFileSync(join(dirname(SERVER_BUILD), worker!), 'utf8')).toMatch(/from "pg-boss"/);
  });
});
