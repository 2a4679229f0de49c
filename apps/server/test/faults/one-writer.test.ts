// Issue #17 item 4: one writer per embedded database. A second process on the same PGlite folder
// refuses to start with a message naming the folder and the other process; a lock left by a process
// killed with SIGKILL is taken over; a kill mid-write loses no acknowledged write.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '../../src/db/data-dir-lock';

const SERVER = resolve(import.meta.dirname, '../..');
const SLOW = 120_000;
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lt-one-writer-'));
  folders.push(folder);
  return folder;
}

/** Starts holder.ts and resolves once it printed `until` (or rejects when it exits first). */
function startHolder(
  dataDir: string,
  mode: 'hold' | 'write',
  until: RegExp,
): Promise<{ child: ChildProcess; out: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/faults/holder.ts', dataDir, mode], {
    cwd: SERVER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  return new Promise((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) ok({ child, out: () => out });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => fail(new Error(`holder exited with ${code}: ${err}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.on('exit', () => ok());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(killed));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('one writer per PGlite folder', () => {
  it(
    'refuses a second process with a message naming the folder and the owner, through the real command line',
    async () => {
      const dataDir = tempFolder();
      const { child } = await startHolder(dataDir, 'hold', /holding/);
      const result = await new Promise<{ code: number | null; stderr: string }>((ok) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/main.ts', 'migrate'],
          {
            cwd: SERVER,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
          },
          (error, _stdout, stderr) => ok({ code: error ? (error.code as number) : 0, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The data folder ${resolve(dataDir)} is already in use`);
      expect(result.stderr).toContain(`pid ${child.pid}`);
      expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
    },
    SLOW,
  );

  it(
    'takes over the lock of a process killed with SIGKILL, and releases its own on close',
    async () => {
      const dataDir = tempFolder();
      const { child } = await startHolder(dataDir, 'hold', /holding/);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      await killed(child);
      const release = lockDataDir(dataDir);
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
      release();
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    SLOW,
  );

  it('treats a lock naming a pid that is not running as stale', () => {
    const dataDir = tempFolder();
    const release = lockDataDir(dataDir);
    release();
    // A pid far above the kernel's pid_max is never a running process.
    const lock = join(dataDir, LOCK_FILE_NAME);
    writeFileSync(
      lock,
      JSON.stringify({ pid: 2 ** 30, host: hostname(), processStart: null, startedAt: 'x' }),
    );
    lockDataDir(dataDir)();
  });

  it(
    'loses no acknowledged write when the writer is killed mid-write',
    async () => {
      const dataDir = tempFolder();
      const { child, out } = await startHolder(dataDir, 'write', /acked 200\n/);
      await killed(child);
      const acked = [...out().matchAll(/acked (\d+)\n/g)].map((m) => Number(m[1]));
      expect(acked.length).toBeGreaterThanOrEqual(200);
      const reopened = await PGlite.create(dataDir);
      try {
        const { rows } = await reopened.query<{ id: number }>('select id from acked order by id');
        const stored = new Set(rows.map((r) => r.id));
        expect(acked.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await reopened.close();
      }
    },
    SLOW,
  );
});
