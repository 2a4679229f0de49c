// Free space on the disk of the embedded database's folder: /api/ready reports a full disk, and a
// start on a full disk says so instead of PGlite's opaque "RuntimeError: Aborted()".
import { statfs } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Below this much free space writes are about to fail. */
export const MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;

/** Free bytes (for an unprivileged process) on the disk holding `folder`, or undefined when unknown. */
export async function freeDiskBytes(folder: string): Promise<number | undefined> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

export class DiskFullError extends Error {
  constructor(folder: string, freeBytes: number | undefined) {
    super(
      `The data folder ${resolve(folder)} is on a disk with no room left` +
        `${freeBytes === undefined ? '' : ` (${Math.floor(freeBytes / 1024 / 1024)} MB free)`}: ` +
        'free some space (or move DATA_DIR to a larger disk) and start again.',
    );
    this.name = 'DiskFullError';
  }
}

/** Rethrows `error` as a DiskFullError when the folder's disk is (nearly) full, else unchanged. */
export async function explainIfDiskFull(folder: string, error: unknown): Promise<never> {
  const free = await freeDiskBytes(folder);
  const enospc = (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC';
  if (enospc || (free !== undefined && free < MIN_FREE_DISK_BYTES)) throw new DiskFullError(folder, free);
  throw error;
}
