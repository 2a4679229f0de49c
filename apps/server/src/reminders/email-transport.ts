import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { ClaimLost, DeliveryFailure, smtpFailure } from './failures';
import type { ReminderLog } from './log';
import { composable, composeMime, splitMailbox } from './mime';
import { isLoopbackRelay, loopbackSmtpPool } from './smtp-client';

export interface OutgoingEmail {
  /** The reminder delivery it belongs to; absent for account mail (verification, password reset). */
  deliveryId?: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Reminders only: account mail is transactional and has nothing to unsubscribe from. */
  unsubscribeUrl?: string;
}

export interface SendOptions {
  /**
   * Called at the last moment before the message leaves (after waiting for a free connection);
   * throws to stop the send. Reminders re-check their claim here.
   */
  beforeSend?: () => Promise<void>;
}

export interface EmailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** The longest one send may take, from `beforeSend` to its answer: claims are sized from it. */
  readonly timeoutMs: number;
  /** Messages it can have in flight at once (SMTP: its pooled connections); sizes a worker's batch. */
  readonly connections?: number;
  /** Resolves with the provider's id; throws a DeliveryFailure. */
  send(message: OutgoingEmail, options?: SendOptions): Promise<{ providerId: string }>;
  /**
   * Transports that keep mail in our own database: the row to write in the same statement as the
   * delivery's new state (claims.ts `finish`), instead of sending.
   */
  stage?(message: OutgoingEmail): OutboxRow;
  close(): void;
}

/** An e-mail_outbox row, its id chosen before it is written (it is the provider id). */
export interface OutboxRow {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** RFC 8058 one-click unsubscribe, and a mark that no human typed this. */
function listHeaders(message: OutgoingEmail): Record<string, string> {
  if (!message.unsubscribeUrl) return { 'Auto-Submitted': 'auto-generated' };
  return {
    'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}

/** The same id on a resend lets receiving systems drop a duplicate; account mail gets a fresh one. */
function messageIdOf(message: OutgoingEmail): string {
  const local = message.deliveryId ? `reminder-${message.deliveryId}` : `account-${randomUUID()}`;
  return `<${local}@${domainOf(message.from)}>`;
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** One SMTP send's limit, from the moment a connection is free to the relay's answer. */
export const SMTP_TIMEOUT_MS = 60_000;
/** Connections when none are configured (SMTP_CONNECTIONS sets the worker's, decision 027). */
export const DEFAULT_SMTP_CONNECTIONS = 4;

/**
 * SMTP through nodemailer, on a small connection pool. Sends wait here for a free connection
 * (not in nodemailer's queue), so `beforeSend` runs right before the message goes out and the
 * time limit counts the send alone. A send past the limit fails as transient: the relay may
 * still accept it, and the retry carries the same Message-ID.
 */
export function smtpTransport(
  url: string,
  opts: {
    timeoutMs?: number;
    connections?: number;
    /** 'nodemailer': nodemailer composes every message, as before decision 031 (the benchmark's baseline). */
    compose?: 'ours' | 'nodemailer';
  } = {},
): EmailTransport {
  const ownMime = opts.compose !== 'nodemailer';
  const timeoutMs = opts.timeoutMs ?? SMTP_TIMEOUT_MS;
  const connections = opts.connections ?? DEFAULT_SMTP_CONNECTIONS;
  // nodemailer is imported at the first message it carries, not when the server starts
  // (decision 037); creating the pool opens no connection either way.
  const createPool = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: connections,
      // One connection carries many messages (nodemailer pipelines each envelope, RFC 2920).
      maxMessages: 1000,
      connectionTimeout: Math.min(10_000, timeoutMs),
      greetingTimeout: Math.min(10_000, timeoutMs),
      socketTimeout: timeoutMs,
    });
  };
  let transporter: ReturnType<typeof createPool> | undefined;
  const nodemailerPool = () => {
    transporter ??= createPool();
    return transporter;
  };
  const slots = semaphore(connections);
  // A relay on this machine gets our pipelined client (smtp-client.ts); any other, nodemailer.
  const pool =
    ownMime && isLoopbackRelay(url) ? loopbackSmtpPool(url, { maxMessages: 1000, timeoutMs }) : null;
  return {
    kind: 'smtp',
    timeoutMs,
    connections,
    async send(message, options = {}) {
      const release = await slots.acquire();
      try {
        await options.beforeSend?.();
        const mail = mailOf(message, ownMime);
        if (pool && typeof mail.raw === 'string') {
          const { from, to } = mail.envelope as { from: string; to: string[] };
          await withDeadline(pool.send(from, to[0]!, mail.raw), timeoutMs);
          return { providerId: mail.messageId as string };
        }
        const smtp = await nodemailerPool();
        const info = await withDeadline(smtp.sendMail(mail), timeoutMs);
        if (info.rejected.length > 0)
          throw new DeliveryFailure(`recipient rejected: ${info.response}`, false);
        return { providerId: mail.messageId as string };
      } catch (error) {
        throw error instanceof DeliveryFailure || error instanceof ClaimLost ? error : smtpFailure(error);
      } finally {
        release();
      }
    },
    close: () => {
      pool?.close();
      void transporter?.then((smtp) => smtp.close());
    },
  };
}

/**
 * The message as nodemailer takes it: composed here (mime.ts, decision 031) and handed over raw
 * with its envelope, so nodemailer only speaks SMTP; an address we cannot write ourselves (one
 * with non-ASCII characters) is left to nodemailer's own composer.
 */
function mailOf(message: OutgoingEmail, ownMime: boolean): SendMailOptions {
  const messageId = messageIdOf(message);
  const headers = listHeaders(message);
  if (!ownMime || !composable(message.from, message.to)) {
    const { from, to, subject, text, html } = message;
    return { from, to, subject, text, html, messageId, headers };
  }
  const raw = composeMime({ ...message, messageId, date: new Date(), headers });
  return {
    envelope: { from: splitMailbox(message.from)!.address, to: [splitMailbox(message.to)!.address] },
    raw,
    messageId,
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeliveryFailure(`no answer from the relay within ${ms / 1000} s`, true)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function semaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async acquire(): Promise<() => void> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return release;
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox: the one sender of reminders and account mail. */
export function emailTransportFor(
  smtpUrl: string | undefined,
  db: Db,
  log: ReminderLog,
  opts: { connections?: number } = {},
): EmailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, opts) : outboxTransport(db, log);
}

/** The outbox row of a message, with its id: the provider id is `outbox:<id>`. */
export function outboxRow(message: OutgoingEmail): OutboxRow {
  const { from, to, subject, text, html } = message;
  return { id: randomUUID(), from, to, subject, text, html, headers: listHeaders(message) };
}

/**
 * Without SMTP_URL: the message is kept in the database and announced in the log. Reminders are
 * staged and written with their delivery's state (`stage`); account mail is inserted here.
 */
export function outboxTransport(db: Db, log: ReminderLog): EmailTransport {
  return {
    kind: 'outbox',
    timeoutMs: 0,
    stage: outboxRow,
    async send(message) {
      const row = outboxRow(message);
      await db.insert(emailOutbox).values({ ...row, deliveryId: message.deliveryId });
      logOutboxed(log, row.id, message.deliveryId);
      return { providerId: `outbox:${row.id}` };
    },
    close() {},
  };
}

// Only ids: the body holds capabilities (unsubscribe, password reset) and, like the address,
// names a person; a log line cannot be taken back when their account is deleted (issue 16).
export function logOutboxed(log: ReminderLog, outboxId: string, deliveryId?: string): void {
  log.info({ outboxId, deliveryId }, 'e-mail kept in the email_outbox table (SMTP_URL is not set)');
}
