import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { DeliveryFailure, smtpFailure } from './failures';
import type { ReminderLog } from './log';

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

export interface EmailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the provider's id; throws a DeliveryFailure. */
  send(message: OutgoingEmail): Promise<{ providerId: string }>;
  close(): void;
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

/**
 * SMTP through nodemailer, on a small connection pool. The timeouts are far below the claim lease,
 * so a slow server fails the attempt instead of letting another worker send it again.
 */
export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdOf(message),
          headers: listHeaders(message),
        });
        if (info.rejected.length > 0)
          throw new DeliveryFailure(`recipient rejected: ${info.response}`, false);
        return { providerId: info.messageId };
      } catch (error) {
        throw error instanceof DeliveryFailure ? error : smtpFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, else the outbox: the one sender of reminders and account mail. */
export function emailTransportFor(smtpUrl: string | undefined, db: Db, log: ReminderLog): EmailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(db, log);
}

/** Without SMTP_URL: the message is kept in the database and announced in the log. */
export function outboxTransport(db: Db, log: ReminderLog): EmailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          deliveryId: message.deliveryId,
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: listHeaders(message),
        })
        .returning({ id: emailOutbox.id });
      // Only ids: the body holds capabilities (unsubscribe, password reset) and, like the address,
      // names a person; a log line cannot be taken back when their account is deleted (issue 16).
      log.info(
        { outboxId: row!.id, deliveryId: message.deliveryId },
        'e-mail kept in the email_outbox table (SMTP_URL is not set)',
      );
      return { providerId: `outbox:${row!.id}` };
    },
    close() {},
  };
}
