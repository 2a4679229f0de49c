// One process per PGlite data folder. PGlite has no lock of its own: a second process on the same
// folder starts without complaint, and whichever copy stops first loses the writes it acknowledged.
// A lock file with the owner's pid is created atomically; a lock left by a process that is gone
// (killed, crashed, machine restarted) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'license-tracker.lock';

interface LockOwner {
  pid: number;
  host: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not mistaken for the owner. */
  processStart: string | null;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another License Tracker process ` +
        `(pid ${owner.pid} on ${owner.host}, since ${owner.startedAt}). ` +
        'Only one process may open an embedded database: stop the other one, set DATA_DIR to another ' +
        'folder, or set DATABASE_URL so that several processes share one PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine on a shared disk: assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

/**
 * Takes the folder's lock for this process, or throws DataDirInUseError naming the other process.
 * Returns the release function (also run at process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE_NAME);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirInUseError(folder, owner);
      rmSync(path, { force: true }); // stale: its process is gone
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`Could not take the lock on the data folder ${folder}`);
}
