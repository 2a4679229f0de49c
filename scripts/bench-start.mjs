#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes to answer, and how much memory it holds, on
// PGlite and on PostgreSQL (decision 033). For each database:
//   first start  no server build (apps/server/dist removed) and no data (a new DATA_DIR or an
//                empty database): `node scripts/start.mjs` until GET /api/health answers 200, and
//                until /api/ready does (migrations applied, catalogue seeded, worker started);
//   restart      SIGTERM, then the same command on the same data and build, timed the same way
//                (and the CPU time the processes used until /api/health answered);
//   peak memory  the highest resident set (VmHWM) of every process `npm start` runs, added up,
//                after each start has answered 50 requests and its worker has run its first sweep,
//                or the highest sum of their resident sets sampled every 50 ms, if higher (a short-
//                lived child: PGlite's initialisation at a first start).
// The web app is built first when it is missing (timed apart: a fresh clone's first start also
// builds it). Prints JSON with the load average beside each database's figures.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database of its own
//   is created and dropped there), BENCH_START_PORT (3193), BENCH_START_DATABASES=pglite,postgres.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_START_PORT ?? 3193);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_START_DATABASES ?? 'pglite,postgres').split(',');
const HEALTH_TIMEOUT_MS = 300_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((n) => Number(n.toFixed(2)));

/** Every process in the tree under `pid` (start.mjs and what it spawns). */
function processTree(pid) {
  const out = [pid];
  for (const task of safeReaddir(`/proc/${pid}/task`)) {
    const children = safeRead(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(/\s+/) : []) out.push(...processTree(Number(child)));
  }
  return out;
}
function safeReaddir(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
function safeRead(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
/** CPU milliseconds the process has used (user + system), from /proc (Linux: 100 ticks a second). */
function cpuMs(pid) {
  const fields = safeRead(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  // utime, stime, and cutime, cstime: the children it has waited for (PGlite's initialisation).
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) * 10;
}
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0);
/** kB of the process's peak resident set, from /proc (Linux). */
const peakKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0);

async function answers(path) {
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}${path}`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts `npm start`'s script and times it until /api/health, then /api/ready, answer 200. */
async function timedStart(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The tree's resident set, sampled: a child that has exited by the end (PGlite's initialisation)
  // counts too, which the peaks read at the end would miss.
  let sampledKb = 0;
  const sampler = setInterval(() => {
    sampledKb = Math.max(
      sampledKb,
      processTree(child.pid).reduce((sum, pid) => sum + rssKb(pid), 0),
    );
  }, 50);
  const until = async (path) => {
    while (!(await answers(path))) {
      if (exited) throw new Error(`npm start exited before ${path} answered`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS) throw new Error(`${path} never answered`);
      await sleep(10);
    }
    return Math.round(performance.now() - started);
  };
  const health = await until('/api/health');
  // CPU time says what a start costs when the machine is shared, which wall-clock time does not.
  const cpu = processTree(child.pid).reduce((sum, pid) => sum + cpuMs(pid), 0);
  const ready = await until('/api/ready');
  // Some work before the memory is read: requests to the API and the web app, the worker's sweep.
  for (let i = 0; i < 25; i++) await Promise.all([answers('/api/ready'), answers('/')]);
  await sleep(3_000);
  clearInterval(sampler);
  const peakKbs = processTree(child.pid).reduce((sum, pid) => sum + peakKb(pid), 0);
  const peakMb = Math.round(Math.max(peakKbs, sampledKb) / 1024);
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
  return { health_ms: health, ready_ms: ready, cpu_ms_to_health: cpu, peak_rss_mb: peakMb };
}

function psql(sql) {
  const result = spawnSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

async function measure(kind) {
  let env;
  let cleanup;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'lt-bench-start-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `lt_bench_start_${randomBytes(4).toString('hex')}`;
    psql(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = () => psql(`drop database if exists ${name} with (force)`);
  }
  try {
    rmSync(join(root, 'apps/server/dist'), { recursive: true, force: true });
    const loadBefore = load();
    const first = await timedStart(env);
    const restart = await timedStart(env);
    return {
      database: kind,
      first_start: first,
      restart,
      load_average: { before: loadBefore, after: load() },
    };
  } finally {
    cleanup();
  }
}

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');
  console.error(
    `web app built in ${Math.round(performance.now() - started)} ms (part of a fresh clone's first start)`,
  );
}
const results = [];
for (const kind of DATABASES) results.push(await measure(kind));
console.log(JSON.stringify(results, null, 2));
