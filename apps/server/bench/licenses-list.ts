// npm run bench: GET /api/licenses/ for a user with 200 licences, beside a bare Fastify route
// returning the same JSON, in the same run, against PostgreSQL. Prints JSON.
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { licenses } from '../src/db/schema';
import { createBusiness } from '../src/modules/businesses/service';
import { ensureUser } from '../src/modules/users/service';
import { tokenMinter } from '../test/support/tokens';
import { benchDatabase, load } from './support';

const LICENSES = 200;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const { database, drop } = await benchDatabase();
try {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', PORT: '0' });
  const identity = { subject: 'local|bench', email: 'bench@example.test', name: 'Bench' };
  const user = await ensureUser(database.db, {
    ...identity,
    emailVerified: true,
    issuer: config.identity.issuer,
    claims: {},
  });
  const business = await createBusiness(database.db, user.id, {
    business_name: 'Bench Bakery',
    business_type: 'Restaurant',
    address: null,
    city: 'Toronto',
    province: 'ON',
    postal_code: null,
  });
  await database.db.insert(licenses).values(
    Array.from({ length: LICENSES }, (_, i) => ({
      businessId: business.id,
      licenseName: `Licence ${i + 1}`,
      level: ['municipal', 'provincial', 'federal'][i % 3]!,
      issuedDate: '2026-01-15',
      expiryDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-15`,
    })),
  );

  const app = await buildApp({ config, database, webDist: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { mint } = await tokenMinter(database.db, config);
  const headers = { authorization: `Bearer ${await mint(identity, { expiresIn: 3600 })}` };
  const payload = (await app.inject({ method: 'GET', url: '/api/licenses/', headers })).body;

  const bare = Fastify();
  bare.get('/licenses', async (_request, reply) => reply.type('application/json').send(payload));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  await load(`${address}/api/licenses/`, { connections, duration: 2, headers }); // warm-up
  const product = await load(`${address}/api/licenses/`, { connections, duration, headers });
  const baseline = await load(`${bareAddress}/licenses`, { connections, duration });
  console.log(
    JSON.stringify(
      {
        benchmark: 'GET /api/licenses/ (200 licences, PostgreSQL)',
        connections,
        duration_s: duration,
        response_bytes: payload.length,
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
