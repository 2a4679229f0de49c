// The API document is exact: every /api operation with every status it can answer, linted by an
// independent linter (Redocly, recommended rules) and turned into a typed client (openapi-typescript
// + openapi-fetch) whose calls, with their error types, must compile.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/http/openapi-operations';
import { ROUTES } from '../security/routes-table';
import { buildTestApp, type TestApp } from '../support/app';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: unknown; headers?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    dir = mkdtempSync(join(tmpdir(), 'lt-openapi-'));
    file = join(dir, 'openapi.json');
    writeFileSync(file, response.body);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    );
  const routeOf = (key: string) => {
    const [method, path] = key.split(' ');
    return ROUTES.find((r) => r.method === method && r.path === path!.replace(/\{(\w+)\}/g, ':$1'));
  };

  it('lists only /api operations, each with a summary and a unique operation id', () => {
    expect(
      Object.keys(doc.paths).every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs')),
    ).toBe(true);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations()) {
      expect(operation.summary, key).toBeTruthy();
    }
    // Every entry of the summary table names a real operation (a route added without an entry still
    // gets a generated summary and id; give it a proper entry in http/openapi-operations.ts).
    const documented = new Set(operations().map(({ key }) => key.replace(/\{(\w+)\}/g, ':$1')));
    for (const key of Object.keys(OPERATIONS)) {
      expect(documented.has(key), `${key} in openapi-operations.ts is no route`).toBe(true);
    }
  });

  it('documents the errors each operation can answer, public operations without a token', () => {
    for (const { key, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const route = routeOf(key);
      expect(route, key).toBeDefined();
      expect(statuses, key).toEqual(expect.arrayContaining(['429', '500']));
      expect(operation.responses['429']!.headers, key).toHaveProperty('Retry-After');
      if (route!.public) expect(operation.security, key).toEqual([]);
      else expect(statuses, key).toContain('401');
      if (route!.admin) expect(statuses, key).toContain('403');
      if (path.includes('{')) expect(statuses, key).toEqual(expect.arrayContaining(['400', '404']));
      if (/^(POST|PUT|DELETE) /.test(key))
        expect(statuses, key).toEqual(expect.arrayContaining(['400', '413', '415']));
      for (const status of statuses.filter((s) => Number(s) >= 400 && key !== 'GET /api/ready')) {
        expect(operation.responses[status]!.content, `${key} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/ready']!.get!.security).toEqual([]);
  });

  it('documents 204 without a body, X-Total-Count on paged lists, and the business types', () => {
    const deletes = operations().filter(({ key }) => key.startsWith('DELETE '));
    expect(deletes.length).toBeGreaterThan(0);
    for (const { key, operation } of deletes) {
      expect(operation.responses['204'], key).toBeDefined();
      expect(operation.responses['204']!.content, key).toBeUndefined();
    }
    for (const path of ['/api/admin/users', '/api/admin/businesses', '/api/admin/reminders']) {
      expect(doc.paths[path]!.get!.responses['200']!.headers, path).toHaveProperty('X-Total-Count');
    }
    const body = JSON.stringify(doc.paths['/api/businesses']!.post);
    expect(body).toContain(
      '"enum":["Restaurant","Retail","Construction","Healthcare","Manufacturing","Technology","Other"]',
    );
  });

  it('has no component schema that nothing uses', () => {
    const text = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('passes Redocly’s recommended rules with no error and no warning', () => {
    const cli = join(packageDir('@redocly/cli'), 'bin/cli.js');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const start = run.stdout.indexOf('{');
    expect(start, run.stderr).toBeGreaterThanOrEqual(0);
    const report = JSON.parse(run.stdout.slice(start)) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('generates a typed client whose calls and error types compile', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(new URL(`file://${file}`))));
    writeFileSync(
      join(dir, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { components, paths } from './api';

type ErrorBody = components['schemas']['Error'];
const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function calls(): Promise<void> {
  const licenses = await client.GET('/api/licenses');
  if (licenses.error) {
    const detail: string = licenses.error.detail;
    void detail;
  } else {
    const name: string | undefined = licenses.data[0]?.license_name;
    void name;
  }

  const me = await client.GET('/api/auth/me');
  if (me.error) {
    const error: ErrorBody = me.error;
    // @ts-expect-error the error is {detail: string}
    const wrong: number = me.error.detail;
    void error;
    void wrong;
  }

  const health = await client.GET('/api/health');
  if (health.data) {
    const status: string = health.data.status;
    void status;
  }

  const created = await client.POST('/api/businesses', {
    body: { business_name: 'Maple Diner', business_type: 'Restaurant', city: 'Toronto', province: 'ON' },
  });
  if (created.error) {
    const detail: string = created.error.detail;
    void detail;
  }
  // @ts-expect-error business_type is one of the seven types
  await client.POST('/api/businesses', { body: { business_name: 'x', business_type: 'Bakery', city: 'Toronto', province: 'ON' } });

  const deleted = await client.DELETE('/api/licenses/{id}', { params: { path: { id: 'x' } } });
  if (deleted.error) {
    const detail: string = deleted.error.detail;
    void detail;
  }

  const page = await client.GET('/api/admin/users', { params: { query: { limit: 5, offset: 0 } } });
  if (page.error) {
    const detail: string = page.error.detail;
    void detail;
  }
}
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          skipLibCheck: true,
          types: [],
          paths: { 'openapi-fetch': [packageDir('openapi-fetch')] },
        },
        files: ['client.ts'],
      }),
    );
    const tsc = join(packageDir('typescript'), 'bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});
