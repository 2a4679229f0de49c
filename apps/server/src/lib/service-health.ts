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
