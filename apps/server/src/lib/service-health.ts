// What /api/ready reports beyond the database: whether this copy's reminder worker runs. A copy
// whose worker could not start must not look healthy (issue #17: 10 of 27 copies started at once
// came up without a worker, with /api/ready 200).

export type WorkerState = 'off' | 'starting' | 'running' | 'failed';

export interface ServiceHealth {
  worker: WorkerState;
  /** Why the worker failed, for /api/ready and the log. */
  workerError?: string;
}

export function createServiceHealth(worker: WorkerState = 'off'): ServiceHealth {
  return { worker };
}

/** Attempts at starting the reminder worker before a copy reports itself not ready. */
export const WORKER_START_ATTEMPTS = 5;

interface StartLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Starts the worker, retrying with backoff (1, 2, 4, 8 s by default): many copies started at once
 * can fail on a transient deadlock in the queue's set-up. `health` tells /api/ready how it went;
 * undefined means it could not start at all.
 */
export async function startWorkerWithRetries<W>(
  start: () => Promise<W>,
  health: ServiceHealth,
  log: StartLog,
  { attempts = WORKER_START_ATTEMPTS, baseDelayMs = 1000 } = {},
): Promise<W | undefined> {
  health.worker = 'starting';
  for (let attempt = 1; ; attempt += 1) {
    try {
      const worker = await start();
      health.worker = 'running';
      health.workerError = undefined;
      return worker;
    } catch (err) {
      if (attempt >= attempts) {
        health.worker = 'failed';
        health.workerError = err instanceof Error ? err.message : String(err);
        log.error(
          { err, attempts: attempt },
          'reminder worker failed to start; reminders are not being sent',
        );
        return undefined;
      }
      log.warn({ err, attempt }, 'reminder worker failed to start; retrying');
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
