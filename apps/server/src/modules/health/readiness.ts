// /api/ready: ready means the database answers with every migration applied, the data disk has
// room, and this copy's reminder worker runs (or is off). The answer comes within READY_TIMEOUT_MS
// even when the database hangs.
import type { DatabaseConnection } from '../../db/client';
import { migrationsApplied } from '../../db/migrate';
import { freeDiskBytes, MIN_FREE_DISK_BYTES } from '../../lib/disk';
import type { ServiceHealth } from '../../lib/service-health';

export const READY_TIMEOUT_MS = 1500;

export interface Readiness {
  ready: boolean;
  /** Why not, in words an operator can act on. */
  reason?: string;
}

function within<T>(ms: number, promise: Promise<T>, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(
  database: DatabaseConnection,
  health: ServiceHealth,
  opts: { expectedMigrations: number; dataDir?: string; timeoutMs?: number; minFreeBytes?: number },
): Promise<Readiness> {
  const db = await within(
    opts.timeoutMs ?? READY_TIMEOUT_MS,
    migrationsApplied(database, opts.expectedMigrations).then(
      (applied): Readiness => (applied ? { ready: true } : { ready: false, reason: 'migrations pending' }),
      (): Readiness => ({ ready: false, reason: 'database unreachable' }),
    ),
    { ready: false, reason: 'database not answering' },
  );
  if (!db.ready) return db;
  if (opts.dataDir && !opts.dataDir.startsWith('memory://')) {
    const free = await freeDiskBytes(opts.dataDir);
    if (free !== undefined && free < (opts.minFreeBytes ?? MIN_FREE_DISK_BYTES)) {
      return { ready: false, reason: 'data disk is full' };
    }
  }
  if (health.worker === 'failed') {
    return {
      ready: false,
      reason: `reminder worker is not running${health.workerError ? `: ${health.workerError}` : ''}`,
    };
  }
  return { ready: true };
}
