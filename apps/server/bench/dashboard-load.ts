// npm run bench: the dashboard's API calls (profile, is-admin, businesses, licences) under
// concurrent load from many signed-in users, against PostgreSQL, beside a bare Fastify server
// returning same-sized JSON for the same paths under the same load, in the same run. Prints JSON.
import autocannon, { type Request } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { licenses } from '../src/db/schema';
import { createBusiness } from '../src/modules/businesses/service';
import { ensureUser } from '../src/modules/users/service';
import { tokenMinter } from '../test/support/tokens';
import { benchDatabase, type LoadResult } from './support';

const USERS = Number(process.env.BENCH_DASHBOARD_USERS ?? 200);
const LICENSES_PER_USER = 20;
const duration = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 200);
const PATHS = ['/api/users/profile', '/api/auth/is-admin', '/api/businesses/', '/api/licenses/'];

/**
 * Load with every request picking the next (user, path) pair, so all users and all four dashboard
 * calls are spread across the connections.
 */
async function dashboardLoad(url: string, tokens: string[], seconds: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Request) => {
          const i = next++;
          const user = i % tokens.length;
          const path = PATHS[Math.floor(i / tokens.length) % PATHS.length]!;
          return { ...request, method: 'GET', path, headers: { authorization: `Bearer ${tokens[user]}` } };
        },
      },
    ],
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
  };
}

const { database, drop } = await benchDatabase();
try {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000', PORT: '0' });
  const { mint } = await tokenMinter(database.db, config);
  const levels = ['municipal', 'provincial', 'federal'];
  const tokens: string[] = [];
  const rows: (typeof licenses.$inferInsert)[] = [];
  for (let u = 0; u < USERS; u += 1) {
    const identity = { subject: `local|bench-${u}`, email: `bench${u}@example.test`, name: `Bench ${u}` };
    const user = await ensureUser(database.db, {
      ...identity,
      emailVerified: true,
      issuer: config.identity.issuer,
      claims: {},
    });
    const business = await createBusiness(database.db, user.id, {
      business_name: `Bench Business ${u}`,
      business_type: 'Restaurant',
      address: null,
      city: 'Toronto',
      province: 'ON',
      postal_code: null,
    });
    for (let i = 0; i < LICENSES_PER_USER; i += 1) {
      rows.push({
        businessId: business.id,
        licenseName: `Licence ${i + 1}`,
        level: levels[i % 3]!,
        issuedDate: '2026-01-15',
        expiryDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-15`,
      });
    }
    tokens.push(await mint(identity, { expiresIn: 7200 }));
  }
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(licenses).values(rows.slice(i, i + 1000));

  const app = await buildApp({ config, database, webDist: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // The bare server answers the same paths with the JSON the product gives the first user.
  const payloads = new Map<string, string>();
  for (const path of PATHS) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    payloads.set(path, response.body);
  }
  const bare = Fastify();
  for (const [path, body] of payloads)
    bare.get(path, async (_request, reply) => reply.type('application/json').send(body));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  await dashboardLoad(address, tokens, 2); // warm-up
  const product = await dashboardLoad(address, tokens, duration);
  const baseline = await dashboardLoad(bareAddress, tokens, duration);
  console.log(
    JSON.stringify(
      {
        benchmark: `dashboard API mix (${PATHS.join(', ')}), ${USERS} users x ${LICENSES_PER_USER} licences, PostgreSQL`,
        users: USERS,
        connections,
        duration_s: duration,
        response_bytes: Object.fromEntries([...payloads].map(([path, body]) => [path, body.length])),
        product,
        bare_fastify_same_json: baseline,
        ratio_rps_product_to_bare: Number(
          (product.requests_per_second / baseline.requests_per_second).toFixed(3),
        ),
      },
      null,
      2,
    ),
  );
  await app.close();
  await bare.close();
} finally {
  await drop();
}
