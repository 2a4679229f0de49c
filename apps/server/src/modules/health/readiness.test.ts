// /api/ready tells the truth beyond "the database answers": a full data disk and a reminder worker
// that could not start make it 503 with the reason (issue #17 item 5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { createServiceHealth } from '../../lib/service-health';
import { checkReadiness } from './readiness';

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 503 naming the worker when this copy has no reminder worker, and 200 once it runs', async () => {
    t.app.serviceHealth.worker = 'failed';
    t.app.serviceHealth.workerError = 'deadlock detected';
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not ready: reminder worker is not running: deadlock detected' });
    t.app.serviceHealth.worker = 'running';
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('reports a data disk without room', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lt-ready-'));
    try {
      const health = createServiceHealth('off');
      const opts = { expectedMigrations: 0, dataDir: folder };
      expect(await checkReadiness(t.database, health, opts)).toEqual({ ready: true });
      // No disk has this much room: the same check, with the bar set above any real free space.
      expect(
        await checkReadiness(t.database, health, { ...opts, minFreeBytes: Number.MAX_SAFE_INTEGER }),
      ).toEqual({
        ready: false,
        reason: 'data disk is full',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
