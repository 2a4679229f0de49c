// A private PostgreSQL 15 cluster in a temporary folder, for the chaos run's database restarts:
// the machine's own PostgreSQL is shared and is never stopped. As root, the cluster is run by the
// `postgres` system user (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops at once (as a crash would: `-m immediate`) and starts again. */
  restart(): void;
  destroy(): void;
}

export const privateClusterAvailable = () => existsSync(join(BIN, 'pg_ctl'));

export function startPrivateCluster(port: number): PrivateCluster {
  const folder = mkdtempSync('/tmp/lt-chaos-pg-');
  const data = join(folder, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(BIN, tool),
      asRoot ? ['-u', 'postgres', '--', join(BIN, tool), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      start();
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
