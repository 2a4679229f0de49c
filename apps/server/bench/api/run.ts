// npm run bench: the API under load, every server in a process of its own (bench/api/target.ts) and
// the load generator (autocannon) here, so it never shares a server's event loop. In one run, on
// one PostgreSQL database, each scenario is measured against
//   bare     a bare Fastify route answering the product's own JSON for the same path,
//   minimal  a minimal honest handler (verify the JWT, one SQL query, JSON),
//   product  the real app, and the product with one of its hot-path optimisations turned off,
// and printed as ratios with p50/p99 latency and the server's CPU time per request, each the median
// of BENCH_RUNS runs taken in turn.
import { LICENSE_TABLE_PAGE_SIZE } from '@lt/core';
import { loadConfig } from '../../src/config';
import { tokenMinter } from '../../test/support/tokens';
import { benchDatabase } from '../support';
import {
  type Alternated,
  alternate,
  type Call,
  type Measured,
  measure,
  medianOf,
  ratio,
  type Scenario,
  Target,
} from './measure';
import { type ScenarioResult, summary, tableLine } from './report';
import { seedOwners } from './seed';
import type { ProductVariant } from './target';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Measured runs of every contender, in turn; figures are their medians. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Only the scenarios whose name contains one of these comma-separated words (default: all). */
const only = (process.env.BENCH_SCENARIOS ?? '').split(',').filter(Boolean);
const chosen = (scenario: { name: string }) => !only.length || only.some((w) => scenario.name.includes(w));
/**
 * Only the product variants whose name holds one of these comma-separated words (default: all;
 * `none`: none). Fewer contenders make a shorter run, less exposed to a shared machine's swings.
 */
const onlyVariants = process.env.BENCH_VARIANTS?.split(',').filter(Boolean);
const variantChosen = (name: string) => !onlyVariants || onlyVariants.some((w) => name.includes(w));
const DASHBOARD_USERS = Number(process.env.BENCH_DASHBOARD_USERS ?? 200);
const DASHBOARD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 200);
const LIST_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BULK_USERS = Number(process.env.BENCH_ADMIN_USERS ?? 20_000);
const BULK_BUSINESSES_PER_USER = 5;
/**
 * What the web app asks when /app/dashboard opens (decision 025): the shell's profile, admin flag and
 * workspace switcher (app-shell.tsx, workspace-switcher.tsx), and the dashboard's summary.
 */
const DASHBOARD_PATHS = [
  '/api/users/profile',
  '/api/auth/is-admin',
  '/api/workspaces/',
  '/api/dashboard/summary/',
];
const ADMIN_EMAIL = 'admin@bench.test';
/**
 * The dashboard and the first page of the License Manager, as the web app asks them (its default
 * view: sorted by expiry date, LICENSE_TABLE_PAGE_SIZE rows; decisions 024, 025).
 */
const FIRST_SCREENS = [
  '/api/dashboard/summary/',
  `/api/licenses/?sort=expiry_date&order=asc&limit=${LICENSE_TABLE_PAGE_SIZE}&offset=0`,
];
const SCALE_SMALL = 'dashboard summary + first licence page, 10 licences';
const SCALE_LARGE = 'dashboard summary + first licence page, 5,000 licences in 100 businesses';
/** The first screens computed at every request, not kept per caller for 5 s (decision 029). */
const COLD: ProductVariant = { callerCache: { viewsMs: 0 } };
const WITHOUT_VIEWS: Record<string, ProductVariant> = { 'without first-screen cache': COLD };
/** Loads of the first screens, one request at a time, by the 10-licence and the 5,000-licence user in turn. */
const SEQUENTIAL_ROUNDS = Number(process.env.BENCH_SEQUENTIAL_ROUNDS ?? 300);
const { database, url, drop } = await benchDatabase();
const targets: Target[] = [];
try {
  const env = {
    DATABASE_URL: url,
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
  const config = loadConfig(env);
  const issuer = config.identity.issuer;
  const { mint } = await tokenMinter(database.db, config);
  const token = (subject: string, email: string) =>
    mint({ subject: `local|${subject}`, email, name: subject }, { expiresIn: 4 * 3600 });

  const started = Date.now();
  await seedOwners(database, {
    issuer,
    prefix: 'dash',
    count: DASHBOARD_USERS,
    businesses: 1,
    perBusiness: 20,
  });
  await seedOwners(database, { issuer, prefix: 'list', count: 1, businesses: 1, perBusiness: 200 });
  await seedOwners(database, { issuer, prefix: 'consultant', count: 1, businesses: 50, perBusiness: 100 });
  await seedOwners(database, { issuer, prefix: 'admin', count: 1, businesses: 1, perBusiness: 1 });
  await seedOwners(database, { issuer, prefix: 'tiny', count: 1, businesses: 1, perBusiness: 10 });
  await seedOwners(database, { issuer, prefix: 'agency', count: 1, businesses: 100, perBusiness: 50 });
  await database.exec(`update users set email = '${ADMIN_EMAIL}' where subject = 'local|admin-0'`);
  const seededSmall = Date.now() - started;

  const dashTokens = await Promise.all(
    Array.from({ length: DASHBOARD_USERS }, (_, u) => token(`dash-${u}`, `dash${u}@example.test`)),
  );
  const listToken = await token('list-0', 'list0@example.test');
  const consultantToken = await token('consultant-0', 'consultant0@example.test');
  const adminToken = await token('admin-0', ADMIN_EMAIL);
  const tinyToken = await token('tiny-0', 'tiny0@example.test');
  const agencyToken = await token('agency-0', 'agency0@example.test');
  const firstScreens = (t: string): Call[] => FIRST_SCREENS.map((path) => ({ path, token: t }));

  const dashboardCalls: Call[] = [];
  for (let i = 0; i < DASHBOARD_USERS * DASHBOARD_PATHS.length; i += 1) {
    dashboardCalls.push({
      token: dashTokens[i % DASHBOARD_USERS]!,
      path: DASHBOARD_PATHS[Math.floor(i / DASHBOARD_USERS) % DASHBOARD_PATHS.length]!,
    });
  }
  const adminCalls = (path: string): Call[] => [{ path, token: adminToken }];
  const scenarios: Scenario[] = [
    {
      name: `dashboard mix (${DASHBOARD_PATHS.join(', ')}), ${DASHBOARD_USERS} users x 20 licences`,
      connections: DASHBOARD_CONNECTIONS,
      calls: dashboardCalls,
      variants: {
        'without token cache': { callerCache: { tokenMs: 0 } },
        'without user cache': { callerCache: { userMs: 0 } },
        // The request path before decision 012: no caller cache, every request logged at info.
        'as before': { callerCache: { tokenMs: 0, userMs: 0 }, env: { LOG_REQUEST_SAMPLE: '1' } },
        'logging every request': { env: { LOG_REQUEST_SAMPLE: '1' } },
        'without contract check': { responses: 'json' },
        ...WITHOUT_VIEWS,
      },
    },
    {
      name: 'GET /api/licenses/, 200 licences',
      connections: LIST_CONNECTIONS,
      calls: [{ path: '/api/licenses/', token: listToken }],
      variants: { 'without contract check': { responses: 'json' } },
    },
    {
      name: 'GET /api/licenses/, consultant with 5,000 licences in 50 businesses',
      connections: 10,
      calls: [{ path: '/api/licenses/', token: consultantToken }],
    },
    { name: SCALE_SMALL, connections: 10, calls: firstScreens(tinyToken), variants: WITHOUT_VIEWS },
    { name: SCALE_LARGE, connections: 10, calls: firstScreens(agencyToken), variants: WITHOUT_VIEWS },
    { name: 'GET /api/admin/users, small', connections: 20, calls: adminCalls('/api/admin/users') },
    { name: 'GET /api/admin/businesses, small', connections: 20, calls: adminCalls('/api/admin/businesses') },
  ];
  const bulkScenarios: Scenario[] = [
    { name: 'GET /api/admin/users, large', connections: 20, calls: adminCalls('/api/admin/users') },
    { name: 'GET /api/admin/businesses, large', connections: 20, calls: adminCalls('/api/admin/businesses') },
  ];

  const product = await Target.start({ kind: 'product', env });
  const minimal = await Target.start({ kind: 'minimal', env });
  targets.push(product, minimal);

  // The bare server answers each path with the JSON the product gives the scenario's first caller
  // of that path: the same bytes, without the work.
  const bareFor = async (scenario: Scenario) => {
    const payloads: Record<string, string> = {};
    for (const call of scenario.calls) {
      if (payloads[call.path] !== undefined) continue;
      const response = await fetch(`${product.url}${call.path}`, {
        headers: { authorization: `Bearer ${call.token}` },
      });
      if (response.status !== 200)
        throw new Error(`${call.path}: ${response.status} ${await response.text()}`);
      payloads[call.path] = await response.text();
    }
    return { target: await Target.start({ kind: 'bare', payloads }), payloads };
  };

  const results: ScenarioResult[] = [];
  const table: string[] = [];
  const run = async (scenario: Scenario) => {
    const bare = await bareFor(scenario);
    targets.push(bare.target);
    const short = Math.max(1, Math.round(seconds / 5));
    const contenders: [string, Target][] = [
      ['bare', bare.target],
      ['minimal', minimal],
      ['product', product],
    ];
    const variants = Object.entries(scenario.variants ?? {}).filter(([name]) => variantChosen(name));
    for (const [variant, v] of variants) {
      const target = await Target.start({ ...v, kind: 'product', env: { ...env, ...v.env } });
      targets.push(target);
      contenders.push([`product ${variant}`, target]);
    }
    for (const [, t] of contenders) await measure(t, scenario, short); // warm-up
    // Rounds in turn, every other one in reverse order, and the median of each figure: a machine
    // whose speed drifts during the run moves every contender alike.
    const samples = new Map<string, Measured[]>(contenders.map(([name]) => [name, []]));
    for (let round = 0; round < runs; round += 1) {
      const order = round % 2 ? [...contenders].reverse() : contenders;
      for (const [name, t] of order) samples.get(name)!.push(await measure(t, scenario, seconds));
    }
    const measured: Record<string, Measured> = {};
    for (const [name, list] of samples) measured[name] = medianOf(list);
    for (const [, t] of contenders.slice(3)) t.stop();
    bare.target.stop();
    const rps = (k: string) => measured[k]!.requests_per_second;
    const entry = {
      scenario: scenario.name,
      connections: scenario.connections,
      duration_s: seconds,
      runs,
      response_bytes: Object.fromEntries(Object.entries(bare.payloads).map(([p, b]) => [p, b.length])),
      ...measured,
      ratios: {
        product_to_bare: ratio(rps('product'), rps('bare')),
        product_to_minimal: ratio(rps('product'), rps('minimal')),
        minimal_to_bare: ratio(rps('minimal'), rps('bare')),
        ...Object.fromEntries(
          variants.map(([v]) => [
            `product_to_product_${v.replaceAll(' ', '_')}`,
            ratio(rps('product'), rps(`product ${v}`)),
          ]),
        ),
      },
    };
    results.push(entry);
    for (const [k, m] of Object.entries(measured)) table.push(tableLine(scenario.name, k, m, rps('bare')));
  };

  for (const scenario of scenarios.filter(chosen)) await run(scenario);
  // The first screens without the kept copies, one load at a time, the two users in turn (decision
  // 036): the SQL's cost at each size, measured in the same moments, with no queue in front of it.
  let sequential: Alternated | null = null;
  if ([SCALE_SMALL, SCALE_LARGE].every((name) => chosen({ name }))) {
    const cold = await Target.start({ ...COLD, kind: 'product', env });
    targets.push(cold);
    await alternate(cold, FIRST_SCREENS, [tinyToken, agencyToken], 20); // warm-up
    sequential = await alternate(cold, FIRST_SCREENS, [tinyToken, agencyToken], SEQUENTIAL_ROUNDS);
    cold.stop();
  }
  const bulkStarted = Date.now();
  if (bulkScenarios.some(chosen))
    await seedOwners(database, {
      issuer,
      prefix: 'bulk',
      count: BULK_USERS,
      businesses: BULK_BUSINESSES_PER_USER,
      perBusiness: 1,
    });
  const seededBulk = Date.now() - bulkStarted;
  for (const scenario of bulkScenarios.filter(chosen)) await run(scenario);

  console.log(
    JSON.stringify(
      summary(results, {
        firstScreens: { paths: FIRST_SCREENS, small: SCALE_SMALL, large: SCALE_LARGE, sequential },
        seededMs: { small: seededSmall, bulk: seededBulk },
        adminRows: {
          small: { users: DASHBOARD_USERS + 3, businesses: DASHBOARD_USERS + 52 },
          large: {
            users: DASHBOARD_USERS + 3 + BULK_USERS,
            businesses: DASHBOARD_USERS + 52 + BULK_USERS * BULK_BUSINESSES_PER_USER,
          },
        },
      }),
      null,
      2,
    ),
  );
  console.log(`\n${table.join('\n')}`);
  if (sequential)
    console.log(
      `\nfirst screens without first-screen cache, one request at a time, 10 vs 5,000 licences: ` +
        `${sequential.all_paths_median_ms.join(' ms vs ')} ms (median of ${SEQUENTIAL_ROUNDS} loads each), ` +
        `ratio ${sequential.time_ratio}`,
    );
} finally {
  for (const t of targets) t.stop();
  await drop();
}
