// One server under load for `npm run bench` (apps/server/bench/api/run.ts), in a process of its own
// so the load generator never shares its event loop. The parent forks it with IPC, sends one
// `init` message, and asks for `cpu` before and after each measured run.
//
//   product   the real app (buildApp) on the database, with its default logging (to stdout, which
//             the parent sends to /dev/null), optionally with one optimisation turned off
//   bare      a bare Fastify route per path, answering the product's own JSON for that path
//   minimal   the least an honest handler does: verify the JWT, run one SQL query, answer JSON
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../../src/app';
import { loadSigningKeys } from '../../src/auth/builtin/signing-keys';
import { ACCEPTED_ALGORITHMS } from '../../src/auth/token-verifier';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';

/** A product with one hot-path optimisation turned off, to measure what it brings. */
export interface ProductVariant {
  env?: Record<string, string>;
  callerCache?: AppDependencies['callerCache'];
  responses?: AppDependencies['responses'];
}

export type TargetInit =
  | ({ kind: 'product'; env: Record<string, string> } & Omit<ProductVariant, 'env'>)
  | { kind: 'bare'; payloads: Record<string, string> }
  | { kind: 'minimal'; env: Record<string, string> };

export type TargetMessage = { type: 'listening'; url: string } | { type: 'cpu'; micros: number; rss: number };

const send = (message: TargetMessage) => process.send?.(message);

async function product(init: Extract<TargetInit, { kind: 'product' }>): Promise<FastifyInstance> {
  const config = loadConfig(init.env);
  const database = await openDatabase(config.database);
  return buildApp({
    config,
    database,
    webDist: false,
    callerCache: init.callerCache,
    responses: init.responses,
  });
}

function bare(payloads: Record<string, string>): FastifyInstance {
  const app = Fastify();
  // A path's query string is not part of its route: the payload stands for the page asked.
  for (const [path, body] of Object.entries(payloads))
    app.get(path.split('?')[0]!, async (_request, reply) => reply.type('application/json').send(body));
  return app;
}

/**
 * Verify the bearer JWT with the same keys and rules as the product, one SQL query for the
 * path, the rows as JSON. No user lookup, no roles, no status, no contract: the floor a real
 * handler cannot go under.
 */
async function minimal(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig(env);
  if (config.database.kind !== 'postgres') throw new Error('the minimal handler needs PostgreSQL');
  const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
  const setup = await openDatabase(config.database);
  const keys = createLocalJWKSet((await loadSigningKeys(setup.db)).publicJwks);
  await setup.close();
  const issuer = config.identity.issuer;
  const queries: Record<string, { text: string; by: 'subject' | 'email' | 'none' }> = {
    '/api/users/profile': {
      text: 'select * from users where issuer = $1 and subject = $2',
      by: 'subject',
    },
    '/api/auth/is-admin': {
      text: 'select exists (select 1 from admin_grants where email = $1) as is_admin',
      by: 'email',
    },
    '/api/businesses/': {
      text: `select b.* from businesses b join users u on u.id = b.owner_id
             where u.issuer = $1 and u.subject = $2 order by b.created_at`,
      by: 'subject',
    },
    '/api/licenses/': {
      text: `select l.*, b.business_name, b.time_zone from licenses l
             join businesses b on b.id = l.business_id join users u on u.id = b.owner_id
             where u.issuer = $1 and u.subject = $2 order by l.expiry_date, l.license_name`,
      by: 'subject',
    },
    '/api/workspaces/': {
      text: `select w.*, m.role from workspaces w join workspace_members m on m.workspace_id = w.id
             join users u on u.id = m.user_id where u.issuer = $1 and u.subject = $2 order by w.created_at`,
      by: 'subject',
    },
    // The least a dashboard summary is: the caller's licences counted by status, one aggregate.
    '/api/dashboard/summary/': {
      text: `select count(*) as total,
               count(*) filter (where l.expiry_date < current_date) as expired,
               count(*) filter (where l.expiry_date between current_date and current_date + 30) as expiring_soon
             from licenses l join businesses b on b.id = l.business_id join users u on u.id = b.owner_id
             where u.issuer = $1 and u.subject = $2`,
      by: 'subject',
    },
    '/api/admin/users': {
      text: `select id, full_name, email, city, province, is_onboarded, created_at from users
             order by created_at desc, id desc limit 50`,
      by: 'none',
    },
    '/api/admin/businesses': {
      text: `select b.id, b.business_name, b.business_type, b.city, b.province, u.email as owner_email,
             b.created_at from businesses b left join users u on u.id = b.owner_id
             order by b.created_at desc, b.id desc limit 50`,
      by: 'none',
    },
  };
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  for (const [path, query] of Object.entries(queries)) {
    app.get(path, async (request, reply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return reply.code(401).send({ detail: 'Not authenticated' });
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: config.identity.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      }).catch(() => ({ payload: undefined }));
      if (!payload) return reply.code(401).send({ detail: 'Not authenticated' });
      const values =
        query.by === 'subject' ? [issuer, payload.sub] : query.by === 'email' ? [payload.email] : [];
      // A page when one is asked (the first licence page), as the product answers it.
      const limit = Number((request.query as { limit?: string }).limit);
      const text = Number.isInteger(limit) && limit > 0 ? `${query.text} limit ${limit}` : query.text;
      const { rows } = await pool.query(text, values);
      return query.by === 'subject' && path === '/api/users/profile' ? rows[0] : rows;
    });
  }
  app.addHook('onClose', () => pool.end());
  return app;
}

process.on('message', async (message: TargetInit | 'cpu' | 'stop') => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system, rss: process.memoryUsage().rss });
    return;
  }
  if (message === 'stop') process.exit(0);
  const app =
    message.kind === 'product'
      ? await product(message)
      : message.kind === 'bare'
        ? bare(message.payloads)
        : await minimal(message.env);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  send({ type: 'listening', url });
});
process.on('disconnect', () => process.exit(0));
