import { describe, expect, it } from 'vitest';
import { createServiceHealth, startWorkerWithRetries } from './service-health';

const quiet = { warn: () => {}, error: () => {} };

describe('startWorkerWithRetries', () => {
  it('retries a start that fails transiently and reports the worker running', async () => {
    const health = createServiceHealth('off');
    let calls = 0;
    const worker = await startWorkerWithRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('deadlock detected');
        return 'worker';
      },
      health,
      quiet,
      { baseDelayMs: 1 },
    );
    expect(worker).toBe('worker');
    expect(calls).toBe(3);
    expect(health).toEqual({ worker: 'running', workerError: undefined });
  });

  it('gives up after the last attempt and reports why', async () => {
    const health = createServiceHealth('off');
    const errors: string[] = [];
    const worker = await startWorkerWithRetries(
      async () => {
        throw new Error('deadlock detected');
      },
      health,
      { warn: () => {}, error: (_obj, msg) => errors.push(msg) },
      { attempts: 3, baseDelayMs: 1 },
    );
    expect(worker).toBeUndefined();
    expect(health).toEqual({ worker: 'failed', workerError: 'deadlock detected' });
    expect(errors).toHaveLength(1);
  });
});
