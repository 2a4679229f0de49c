// Shared by the security tests (not a test file itself): the app under test, the table of every
// /api route with what it accepts, and database fingerprints.

import type { Writable } from 'node:stream';
import {
  AdminPageQuery,
  AdminReminderQuery,
  BusinessCreate,
  BusinessUpdate,
  CalculateExpiryRequest,
  CitySearchQuery,
  LicenseInput,
  OnboardingComplete,
  OnboardingProfileUpdate,
  OnboardingTemplatesQuery,
  PostalValidationBody,
  PostalValidationRequest,
  ProfileUpdate,
  ProvinceParam,
  TemplateInput,
  uuidParam,
  ValidateLocationRequest,
} from '@lt/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { loggerOptions } from '../../src/lib/logger';
import { createTestDatabase, type DbKind } from '../support/database';
import { newIdentity, type TestIdentity, tokenMinter } from '../support/tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Rate limits high enough for tens of thousands of calls a minute; the admin of the tests. */
export const ADMIN_EMAIL = 'security-admin@example.test';
export const SECURITY_ENV = { RATE_LIMIT_PER_MINUTE: '10000000', ADMIN_EMAILS: ADMIN_EMAIL };

export interface SecurityApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  mint: Awaited<ReturnType<typeof tokenMinter>>['mint'];
  signIn(identity?: TestIdentity): Promise<{ identity: TestIdentity; headers: { authorization: string } }>;
  close(): Promise<void>;
}

/**
 * Like test/support/app.ts, plus what the security tests need: the log (to read it) and a web
 * build to serve.
 */
export async function buildSecurityApp(
  kind: DbKind,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Every log line at trace level, with the product's own redaction and serializers. */
    logStream?: Writable;
    webDist?: string | false;
  } = {},
): Promise<SecurityApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const logger: FastifyServerOptions['logger'] = options.logStream
    ? { ...(loggerOptions(config) as FastifyLoggerOptions), level: 'trace', stream: options.logStream }
    : undefined;
  const testDb = await createTestDatabase(kind);
  const app = await buildApp({
    config,
    database: testDb.database,
    clock: options.clock,
    logger,
    webDist: options.webDist ?? false,
  });
  await app.ready();
  const { mint } = await tokenMinter(testDb.database.db, config);
  return {
    app,
    config,
    database: testDb.database,
    mint,
    async signIn(identity = newIdentity()) {
      return { identity, headers: { authorization: `Bearer ${await mint(identity)}` } };
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The routes, as the app itself lists them.

export interface AppRoute {
  method: string;
  /** As Fastify prints it: no trailing slash, `:name` for parameters, `*` for a wildcard. */
  path: string;
}

/**
 * Every route of the app, read from `printRoutes`: a line is `<tree> <segment> (<METHODS>)`,
 * each level of the tree four characters deep; a route's path is its ancestors' segments joined.
 */
export function listAppRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const segment = match[2]!;
    const path = (stack[depth - 1] ?? '') + (segment.startsWith('/') || depth === 0 ? '' : '/') + segment;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
}

/** The /api routes a client can call with a body or not: HEAD only mirrors GET. */
export function listApiRoutes(app: FastifyInstance): AppRoute[] {
  return listAppRoutes(app).filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD');
}

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;

/** The operations of the OpenAPI document, as `METHOD /path` with `:name` parameters. */
export async function listOpenApiRoutes(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const api = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/'));
  return api.flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => METHODS.includes(m.toUpperCase() as Method))
      .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`),
  );
}

// ---------------------------------------------------------------------------------------------
// What each route accepts: the same zod contracts the server validates with, and a body that
// passes them. The fuzzer mutates these; the access matrix sends them with other users' ids.

export interface FixtureIds {
  /** A business and a licence of the caller. */
  businessId: string;
  licenseId: string;
  /** A licence template: templates are global. */
  templateId: string;
}

export interface RouteSpec {
  method: Method;
  path: string;
  /** Answers without a token. */
  public?: true;
  /** /api/admin: admins only. */
  admin?: true;
  /** The kind of value each path parameter takes. */
  params?: Record<string, 'id' | 'province' | 'wildcard'>;
  paramsSchema?: z.ZodType;
  query?: { schema: z.ZodType; sample: Record<string, string> };
  body?: { schema: z.ZodType; sample: (ids: FixtureIds) => Record<string, unknown> };
  /** Takes no body, but a body sent along is parsed by its content type (POST). */
  ignoresBody?: true;
}

export const BUSINESS_SAMPLE = {
  business_name: 'Maple Diner',
  business_type: 'Restaurant',
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
};

const licenseSample = (ids: FixtureIds) => ({
  business_id: ids.businessId,
  license_name: 'Sidewalk patio permit',
  license_type: 'Permit',
  level: 'municipal',
  issued_date: '2026-01-15',
  expiry_date: '2027-01-15',
  reminder_enabled: true,
  notes: 'Renew at city hall',
  template_id: ids.templateId,
});

const profileSample = () => ({
  full_name: 'Ada Lovelace',
  phone_number: '+1 416 555 0100',
  address: '1 Main St',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  notification_channels: ['email'],
});

const templateSample = () => ({
  name: 'Halifax tech business permit',
  level: 'municipal',
  business_type: 'Technology',
  default_validity_months: 24,
  description: 'Issued by Halifax Regional Municipality.',
  province: 'NS',
  city: 'Halifax',
});

const id = { id: 'id' } as const;
const pageQuery = { schema: AdminPageQuery, sample: { limit: '5', offset: '0' } };

/** Every /api route. The tests fail when the app has a route this table lacks, or the reverse. */
export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/docs', public: true },
  { method: 'GET', path: '/api/docs/json', public: true },
  { method: 'GET', path: '/api/docs/yaml', public: true },
  { method: 'GET', path: '/api/docs/static/index.html', public: true },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', public: true },
  { method: 'GET', path: '/api/docs/*', public: true, params: { '*': 'wildcard' } },
  { method: 'GET', path: '/api/health', public: true },
  { method: 'GET', path: '/api/ready', public: true },

  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/verify' },
  { method: 'POST', path: '/api/auth/verify', ignoresBody: true },
  { method: 'GET', path: '/api/auth/is-admin' },

  { method: 'GET', path: '/api/admin/stats', admin: true },
  { method: 'GET', path: '/api/admin/users', admin: true, query: pageQuery },
  { method: 'GET', path: '/api/admin/businesses', admin: true, query: pageQuery },
  {
    method: 'GET',
    path: '/api/admin/reminders',
    admin: true,
    query: { schema: AdminReminderQuery, sample: { status: 'pending', limit: '5', offset: '0' } },
  },
  { method: 'GET', path: '/api/admin/license-templates', admin: true },
  {
    method: 'POST',
    path: '/api/admin/license-templates',
    admin: true,
    body: { schema: TemplateInput, sample: templateSample },
  },
  {
    method: 'PUT',
    path: '/api/admin/license-templates/:id',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
    body: { schema: TemplateInput, sample: templateSample },
  },
  {
    method: 'DELETE',
    path: '/api/admin/license-templates/:id',
    admin: true,
    params: id,
    paramsSchema: uuidParam,
  },

  { method: 'GET', path: '/api/users/profile' },
  { method: 'PUT', path: '/api/users/profile', body: { schema: ProfileUpdate, sample: profileSample } },

  { method: 'GET', path: '/api/businesses' },
  {
    method: 'POST',
    path: '/api/businesses',
    body: { schema: BusinessCreate, sample: () => BUSINESS_SAMPLE },
  },
  { method: 'GET', path: '/api/businesses/:id', params: id, paramsSchema: uuidParam },
  {
    method: 'PUT',
    path: '/api/businesses/:id',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: BusinessUpdate, sample: () => ({ ...BUSINESS_SAMPLE, business_name: 'Renamed' }) },
  },
  { method: 'DELETE', path: '/api/businesses/:id', params: id, paramsSchema: uuidParam },

  { method: 'GET', path: '/api/licenses' },
  { method: 'POST', path: '/api/licenses', body: { schema: LicenseInput, sample: licenseSample } },
  {
    method: 'POST',
    path: '/api/licenses/calculate-expiry',
    body: {
      schema: CalculateExpiryRequest,
      sample: () => ({
        issued_date: '2026-01-15',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Toronto',
        level: 'municipal',
        license_name: 'Business licence',
      }),
    },
  },
  { method: 'GET', path: '/api/licenses/:id', params: id, paramsSchema: uuidParam },
  {
    method: 'PUT',
    path: '/api/licenses/:id',
    params: id,
    paramsSchema: uuidParam,
    body: { schema: LicenseInput, sample: licenseSample },
  },
  { method: 'DELETE', path: '/api/licenses/:id', params: id, paramsSchema: uuidParam },
  { method: 'GET', path: '/api/licenses/:id/reminders', params: id, paramsSchema: uuidParam },

  { method: 'GET', path: '/api/locations/provinces' },
  {
    method: 'GET',
    path: '/api/locations/search',
    query: { schema: CitySearchQuery, sample: { query: 'Tor', province: 'ON' } },
  },
  {
    method: 'GET',
    path: '/api/locations/cities/:province',
    params: { province: 'province' },
    paramsSchema: ProvinceParam,
  },
  {
    method: 'GET',
    path: '/api/locations/validate-postal',
    query: { schema: PostalValidationRequest, sample: { postal_code: 'M5H 1A1', province: 'ON' } },
  },
  {
    method: 'POST',
    path: '/api/locations/validate-postal',
    body: { schema: PostalValidationBody, sample: () => ({ postal_code: 'M5H 1A1', province: 'ON' }) },
  },

  {
    method: 'POST',
    path: '/api/onboarding/validate-location',
    body: {
      schema: ValidateLocationRequest,
      sample: () => ({ city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' }),
    },
  },
  {
    method: 'PUT',
    path: '/api/onboarding/profile',
    body: { schema: OnboardingProfileUpdate, sample: profileSample },
  },
  {
    method: 'GET',
    path: '/api/onboarding/license-templates',
    query: {
      schema: OnboardingTemplatesQuery,
      sample: { business_type: 'Restaurant', province: 'ON', city: 'Toronto' },
    },
  },
  {
    method: 'POST',
    path: '/api/onboarding/complete',
    body: {
      schema: OnboardingComplete,
      sample: (ids) => ({
        business: { ...BUSINESS_SAMPLE, business_name: 'Onboarded Diner' },
        licenses: [{ template_id: ids.templateId, issued_date: '2026-01-15' }],
        notification_channels: ['email'],
      }),
    },
  },
];

/** Body fields that name something a user owns (template ids are global). */
export const isOwnedIdField = (key: string) => /(^|_)id$/.test(key) && key !== 'template_id';

/** Fills a path template: `values[name]` is put in as it is (encode it first). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}

// ---------------------------------------------------------------------------------------------
// Database fingerprints.

/** The tables a rejected request must leave alone: every table of the product. */
export async function productTables(database: Database): Promise<string[]> {
  const rows = await query<{ name: string }>(
    database,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((r) => r.name);
}

/** Row count and an md5 of every row's text, per table: equal fingerprints, equal contents. */
export async function fingerprint(database: Database, tables: string[]): Promise<Record<string, string>> {
  const columns = tables.map(
    (t) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') from "${t}" t) as "${t}"`,
  );
  const [row] = await query<Record<string, string>>(database, `select ${columns.join(', ')}`);
  return row!;
}

/**
 * Watches the database for writes. Every insert, update or delete takes a transaction id, so while
 * the next unassigned id (the snapshot's xmax) stays put, nothing was written and the costly row
 * checksum can be skipped; when it moved, the checksums of the tables decide.
 */
export class DatabaseWatch {
  private mark = '';
  private sums: Record<string, string> = {};

  constructor(
    private readonly database: Database,
    private readonly tables: string[],
  ) {}

  /** Takes the current state as the one to compare with. */
  async reset(): Promise<void> {
    this.mark = await this.writeMark();
    this.sums = await fingerprint(this.database, this.tables);
  }

  /** The tables whose rows differ from the last state, which becomes the current one. */
  async changedTables(): Promise<string[]> {
    const mark = await this.writeMark();
    if (mark === this.mark) return [];
    const sums = await fingerprint(this.database, this.tables);
    const changed = this.tables.filter((t) => sums[t] !== this.sums[t]);
    this.mark = mark;
    this.sums = sums;
    return changed;
  }

  private async writeMark(): Promise<string> {
    const [row] = await query<{ mark: string }>(
      this.database,
      'select pg_snapshot_xmax(pg_current_snapshot())::text as mark',
    );
    return row!.mark;
  }
}

export async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

export const newPerson = (prefix: string) => newIdentity(prefix);
