import { AUDIENCE_PARAMS, type AudienceParam } from '@lt/core';
import { z } from 'zod';
import { DEFAULT_QUEUE_LIMIT, DEFAULT_QUEUE_WAIT_MS } from './db/pglite-gate';
import { type AccountCaps, DEFAULT_ACCOUNT_CAPS as CAPS } from './lib/account-caps';

const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/** TRUST_PROXY: `false`/empty, `true` (= 1), a hop count, or a list of proxy addresses; null if none of these. */
export function parseTrustProxy(value: string): false | number | string[] | null {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : null;
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((v) => IP_OR_CIDR.test(v)) ? list : null;
}

/**
 * Every environment variable the product reads, parsed once. README.md lists them all;
 * keep the two in step.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_REQUEST_SAMPLE: z.coerce.number().min(0).max(1).default(0),
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
    DATA_DIR: z.string().default('./data'),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    // PGlite only (issue 30): requests queued for the embedded database, and their longest wait.
    DB_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_QUEUE_LIMIT),
    DB_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_QUEUE_WAIT_MS),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    OIDC_PROVIDER_NAME: z.string().optional(),
    OIDC_AUDIENCE_PARAM: z
      .enum([...AUDIENCE_PARAMS, ''])
      .optional()
      .transform((v) => v || undefined),
    // The scopes the web app asks an external provider for. Entra ID issues tokens for its own
    // Graph API unless one of them names the API (`api://<app id>/access`).
    OIDC_SCOPE: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.split(/\s+/).join(' ') : undefined))
      .refine((v) => !v || v.split(' ').includes('openid'), { message: 'must include openid' }),
    ADMIN_EMAILS: emailList,
    SUPER_ADMIN_EMAILS: emailList,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    // Issue 31: what an uploaded .xlsx may expand to once inflated (the upload itself is 5 MB at most).
    IMPORT_MAX_UNCOMPRESSED_BYTES: z.coerce.number().int().min(1e6).max(1e9).default(52_428_800),
    // Issue 31: what one account may create (lib/account-caps.ts); past them, 422.
    WORKSPACES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000).default(CAPS.workspaces),
    BUSINESSES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(CAPS.businesses),
    LICENCES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(CAPS.licences),
    RECIPIENTS_PER_BUSINESS: z.coerce
      .number()
      .int()
      .min(1)
      .max(CAPS.recipientsPerBusiness)
      .default(CAPS.recipientsPerBusiness),
    CHANNELS_PER_WORKSPACE: z.coerce
      .number()
      .int()
      .min(1)
      .max(CAPS.channelsPerWorkspace)
      .default(CAPS.channelsPerWorkspace),
    INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(CAPS.invitationsPerDay),
    PENDING_INVITATIONS: z.coerce
      .number()
      .int()
      .min(1)
      .max(CAPS.pendingInvitations)
      .default(CAPS.pendingInvitations),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform(parseTrustProxy)
      .refine((v) => v !== null, {
        message:
          'must be false, true (one proxy), a number of proxies, or a comma-separated list of their addresses',
      }),
    WORKER: z
      .enum(['on', 'off', ''])
      .default('on')
      .transform((v) => v !== 'off'),
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:\/\//.test(v), {
      message: 'must start with smtp:// or smtps://',
    }),
    // Pooled connections the reminder worker sends through, and so its sends in flight (decision 027).
    SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(16),
    MAIL_FROM: z.string().trim().min(3).default('License Tracker <reminders@localhost>'),
    TWILIO_ACCOUNT_SID: z.string().trim().optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().optional(),
    TWILIO_FROM: z.string().trim().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    SEND_CAP_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(50),
    SEND_CAP_SMS_PER_DAY: z.coerce.number().int().min(1).default(10),
    // SMS per UTC day for the whole server, every account together (issue 31: SMS pumping).
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(2000),
    // Tests only: lets workspace channels (Slack, Teams, webhooks) reach 127.0.0.1/::1 over http.
    WEBHOOK_ALLOW_LOOPBACK: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((v) => v === 'true'),
    // Watched sources (decision 043): unset means on, except under NODE_ENV=test.
    SOURCE_WATCH_ENABLED: z.enum(['true', 'false', '']).default(''),
    SOURCE_WATCH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    SOURCE_WATCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
    SOURCE_WATCH_MAX_BYTES: z.coerce.number().int().min(1_000).max(50_000_000).default(2_000_000),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_AUDIENCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    if (twilio.some((k) => env[k]) && !twilio.every((k) => env[k])) {
      for (const k of twilio.filter((name) => !env[name])) {
        ctx.addIssue({ code: 'custom', path: [k], message: 'is required with the other TWILIO_* settings' });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Fraction (0–1) of ordinary requests logged at `info`; errors and slow requests always are. */
  logRequestSample: number;
  database:
    | {
        kind: 'pglite';
        dataDir: string;
        /**
         * Requests waiting their turn at the embedded database (DB_QUEUE_LIMIT), and the longest
         * one waits (DB_QUEUE_WAIT_MS); past either, 503 with Retry-After. Unset: the defaults.
         */
        queue?: { queueLimit: number; waitMs: number };
      }
    | {
        kind: 'postgres';
        url: string;
        /** A statement not answered within this is abandoned and its connection destroyed (503). */
        queryTimeoutMs?: number;
        /** Waiting longer than this for a connection (new or from the pool) fails (503). */
        connectTimeoutMs?: number;
      };
  identity: {
    /** true when the built-in provider at /oidc issues the tokens. */
    builtIn: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    /** How the web app asks for `audience` (see AudienceParam in packages/core). */
    audienceParam: AudienceParam;
    /** The scopes the web app requests (space-separated; OIDC_SCOPE for an external provider). */
    scope: string;
    providerName: string;
  };
  adminEmails: string[];
  superAdminEmails: string[];
  rateLimitPerMinute: number;
  /** New built-in accounts per client address and hour (successful ones count). */
  signupsPerHour: number;
  /** Bytes an imported .xlsx may inflate to, all its parts together (IMPORT_MAX_UNCOMPRESSED_BYTES). */
  importMaxUncompressedBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a number of hops counted from this
   * server (`true` is one), or the proxies' own addresses. Never "any": the left end of the header
   * is whatever the client wrote (issue 16).
   */
  trustProxy: false | number | string[];
  /** What one account may create (issue 31); README "Security: caps and limits". */
  caps: AccountCaps;
  reminders: ReminderConfig;
  sourceWatch: SourceWatchConfig;
}

/** The weekly check of the templates' source pages (decision 043). */
export interface SourceWatchConfig {
  /** SOURCE_WATCH_ENABLED; unset: on, but off under NODE_ENV=test unless a test asks. */
  enabled: boolean;
  /** Pause between two requests to the same host (SOURCE_WATCH_PAUSE_MS). */
  pauseMs: number;
  /** The longest one fetch may take, body included (SOURCE_WATCH_TIMEOUT_MS). */
  timeoutMs: number;
  /** A page larger than this is a failure, not read further (SOURCE_WATCH_MAX_BYTES). */
  maxBytes: number;
}

export interface ReminderConfig {
  /** Run the reminder worker inside `start` (WORKER=off keeps a web-only copy). */
  worker: boolean;
  /** Unset: e-mail goes to the outbox table and the log. */
  smtpUrl?: string;
  /** SMTP connections of the reminder worker (SMTP_CONNECTIONS); default 16. */
  smtpConnections?: number;
  mailFrom: string;
  /** Messages per account and UTC day on each channel; beyond them nothing is sent (issue 16). */
  sendCaps: { email: number; sms: number; smsPerServer: number };
  /** Unset: SMS reminders are recorded as skipped. */
  twilio?: { accountSid: string; authToken: string; from: string; apiBase: string };
  /** WEBHOOK_ALLOW_LOOPBACK (tests only): channels may target loopback, over http too. */
  webhookAllowLoopback?: boolean;
}

/** What the web app asks for unless OIDC_SCOPE says otherwise (offline_access: refresh tokens). */
export const DEFAULT_OIDC_SCOPE = 'openid profile email offline_access';

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const builtIn = !env.OIDC_ISSUER;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    logRequestSample: env.LOG_REQUEST_SAMPLE,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
          connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
        }
      : {
          kind: 'pglite',
          dataDir: env.DATA_DIR,
          queue: { queueLimit: env.DB_QUEUE_LIMIT, waitMs: env.DB_QUEUE_WAIT_MS },
        },
    identity: builtIn
      ? {
          builtIn,
          issuer: `${publicUrl}/oidc`,
          clientId: 'license-tracker-web',
          audience: `${publicUrl}/api`,
          // oidc-provider implements RFC 8707 resource indicators.
          audienceParam: env.OIDC_AUDIENCE_PARAM ?? 'resource',
          scope: DEFAULT_OIDC_SCOPE,
          providerName: env.OIDC_PROVIDER_NAME ?? 'local',
        }
      : {
          builtIn,
          issuer: env.OIDC_ISSUER!,
          clientId: env.OIDC_CLIENT_ID!,
          audience: env.OIDC_AUDIENCE!,
          // Auth0's parameter by default: what the web app always sent before the setting existed.
          audienceParam: env.OIDC_AUDIENCE_PARAM ?? 'audience',
          scope: env.OIDC_SCOPE ?? DEFAULT_OIDC_SCOPE,
          providerName: env.OIDC_PROVIDER_NAME ?? new URL(env.OIDC_ISSUER!).hostname,
        },
    adminEmails: env.ADMIN_EMAILS,
    superAdminEmails: env.SUPER_ADMIN_EMAILS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
    importMaxUncompressedBytes: env.IMPORT_MAX_UNCOMPRESSED_BYTES,
    trustProxy: env.TRUST_PROXY!,
    caps: {
      workspaces: env.WORKSPACES_PER_ACCOUNT,
      businesses: env.BUSINESSES_PER_ACCOUNT,
      licences: env.LICENCES_PER_ACCOUNT,
      recipientsPerBusiness: env.RECIPIENTS_PER_BUSINESS,
      channelsPerWorkspace: env.CHANNELS_PER_WORKSPACE,
      invitationsPerDay: env.INVITATIONS_PER_DAY,
      pendingInvitations: env.PENDING_INVITATIONS,
    },
    reminders: {
      worker: env.WORKER,
      smtpUrl: env.SMTP_URL,
      smtpConnections: env.SMTP_CONNECTIONS,
      mailFrom: env.MAIL_FROM,
      sendCaps: {
        email: env.SEND_CAP_EMAIL_PER_DAY,
        sms: env.SEND_CAP_SMS_PER_DAY,
        smsPerServer: env.SMS_DAILY_BUDGET,
      },
      webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? {
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              from: env.TWILIO_FROM,
              apiBase: env.TWILIO_API_BASE.replace(/\/+$/, ''),
            }
          : undefined,
    },
    sourceWatch: {
      enabled:
        env.SOURCE_WATCH_ENABLED === '' ? env.NODE_ENV !== 'test' : env.SOURCE_WATCH_ENABLED === 'true',
      pauseMs: env.SOURCE_WATCH_PAUSE_MS,
      timeoutMs: env.SOURCE_WATCH_TIMEOUT_MS,
      maxBytes: env.SOURCE_WATCH_MAX_BYTES,
    },
  };
}
