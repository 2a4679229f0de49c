// The first sweep's plan (decision 035): EXPLAIN (ANALYZE, BUFFERS, WAL) of the reminder and the
// digest statement, as the worker runs them (sweep-statement.ts's settings, one transaction each),
// on a copy of the reminder benchmark's kept database, with the backend's CPU time and the WAL
// written, so that one part can be changed and measured again in a minute rather than reseeding.
//   BENCH_SEEDED=lt_bench_seeded npm run bench:reminders   (once: seeds and keeps the database)
//   BENCH_SEEDED=lt_bench_seeded node --import tsx apps/server/bench/sweep-explain.ts
// SWEEP_NOW pins the sweep's clock (an ISO time; default now); SWEEP_CHECKPOINT=1 checkpoints first.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { digestSweepStatement } from '../src/reminders/digest-sweep';
import { reminderSweepStatement } from '../src/reminders/sweep';
import { SWEEP_SETTINGS } from '../src/reminders/sweep-statement';
import { BENCH_ADMIN_URL } from './support';

const SEEDED = process.env.BENCH_SEEDED;
if (!SEEDED) throw new Error('BENCH_SEEDED names the kept database to copy (see bench/reminders.ts)');
const COPY = `${SEEDED}_explain`;

const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${COPY} with (force)`);
await admin.query(`create database ${COPY} template ${SEEDED} strategy file_copy`);
const url = new URL(BENCH_ADMIN_URL);
url.pathname = `/${COPY}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  const now = new Date(process.env.SWEEP_NOW ?? Date.now());
  const dialect = new PgDialect();
  const pid: number = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
  // utime + stime of the backend, in ticks of 10 ms (USER_HZ 100 on Linux).
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const walAt = async (): Promise<string> =>
    (await client.query('select pg_current_wal_lsn() as l')).rows[0].l;
  if (process.env.SWEEP_CHECKPOINT) await client.query('checkpoint');
  const explain = async (label: string, statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    const [cpuBefore, walBefore] = [cpuMs(), await walAt()];
    await client.query('begin');
    await client.query(dialect.sqlToQuery(SWEEP_SETTINGS).sql);
    const plan = await client.query(`explain (analyze, buffers, wal, verbose) ${sql}`, params);
    await client.query('commit');
    const wal = await client.query('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as bytes', [walBefore]);
    console.log(`---- ${label}`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    console.log(
      `${label}: backend CPU ${cpuMs() - cpuBefore} ms, WAL ${(Number(wal.rows[0].bytes) / 1e6).toFixed(1)} MB (triggers included), load average ${loadavg()[0]!.toFixed(1)}`,
    );
  };
  await explain('reminders', reminderSweepStatement(now));
  await explain('digests', digestSweepStatement(now));
} finally {
  await client.end();
  await admin.query(`drop database if exists ${COPY} with (force)`);
  await admin.end();
}
