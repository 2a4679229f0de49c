// npm run bench: the embedded database under a crowd (issue 30, item 7). 200 clients ask the web app's
// dashboard mix of a server on PGlite at once; no request may stay unanswered past 10 s: past the
// gate's bounded queue (db/pglite-gate.ts) the server answers 503 with Retry-After instead. Prints
// answered, 2xx, 503s, latency and the requests unanswered past 10 s, and fails when there are any.
//   BENCH_PGLITE_SECONDS   length of the run (default 20)
//   BENCH_PGLITE_CLIENTS   connections (default 200)
//   BENCH_PGLITE_ENV       extra server settings, e.g. `DB_QUEUE_LIMIT=100000,DB_QUEUE_WAIT_MS=600000`
//                          for the server without its bound
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/prepare-database';
import { tokenMinter } from '../test/support/tokens';
import { Target } from './api/measure';
import { seedOwners } from './api/seed';

const seconds = Number(process.env.BENCH_PGLITE_SECONDS ?? 20);
const clients = Number(process.env.BENCH_PGLITE_CLIENTS ?? 200);
/** What autocannon waits for an answer before it counts the request as unanswered. */
const UNANSWERED_AFTER_S = 10;
const USERS = 200;
const PATHS = ['/api/users/profile', '/api/auth/is-admin', '/api/workspaces/', '/api/dashboard/summary/'];
const extra = Object.fromEntries(
  (process.env.BENCH_PGLITE_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

const dataDir = mkdtempSync(join(tmpdir(), 'lt-bench-pglite-'));
let target: Target | undefined;
try {
  const env = { DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_PER_MINUTE: '1000000000', ...extra };
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  await prepareDatabase(database);
  await seedOwners(database, {
    issuer: config.identity.issuer,
    prefix: 'crowd',
    count: USERS,
    businesses: 1,
    perBusiness: 20,
  });
  const { mint } = await tokenMinter(database.db, config);
  const tokens = await Promise.all(
    Array.from({ length: USERS }, (_, u) =>
      mint(
        { subject: `local|crowd-${u}`, email: `crowd${u}@example.test`, name: `crowd ${u}` },
        { expiresIn: 3600 },
      ),
    ),
  );
  // The folder is the server's now: one process owns a PGlite folder.
  await database.close();
  target = await Target.start({ kind: 'product', env });

  let next = 0;
  const result = await autocannon({
    url: target.url,
    connections: clients,
    duration: seconds,
    timeout: UNANSWERED_AFTER_S,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Request) => {
          const i = next++;
          return {
            ...request,
            path: PATHS[Math.floor(i / USERS) % PATHS.length]!,
            headers: { authorization: `Bearer ${tokens[i % USERS]}` },
          };
        },
      },
    ],
  });
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const count = (status: string) => byStatus[status]?.count ?? 0;
  const answered = Object.values(byStatus).reduce((n, s) => n + s.count, 0);
  const figures = {
    scenario: `${clients} clients, dashboard mix of ${USERS} users, PGlite, ${seconds} s`,
    settings: extra,
    answered,
    ok_2xx: result['2xx'],
    busy_503: count('503'),
    other_non_2xx: answered - result['2xx'] - count('503'),
    unanswered_past_10_s: result.timeouts,
    connection_errors: result.errors - result.timeouts,
    latency_ms: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests_per_second: Math.round(result.requests.average),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (figures.unanswered_past_10_s > 0 || figures.other_non_2xx > 0) {
    console.error('FAIL: requests unanswered past 10 s, or answered other than 2xx or 503');
    process.exitCode = 1;
  }
} finally {
  target?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
