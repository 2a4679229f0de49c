import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { DeliveryFailure, smtpFailure } from './failures';
import type { ReminderLog } from './log';

export interface OutgoingEmail {
  deliveryId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}

export interface EmailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the provider's id; throws a DeliveryFailure. */
  send(message: OutgoingEmail): Promise<{ providerId: string }>;
  close(): void;
}

/** RFC 8058 one-click unsubscribe, and a mark that no human typed this. */
function listHeaders(message: OutgoingEmail): Record<string, string> {
  return {
    'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
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
          // The same id on a resend lets receiving systems drop a duplicate.
          messageId: `<reminder-${message.deliveryId}@${domainOf(message.from)}>`,
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
      // The unsubscribe link is a capability for that user's settings: it stays out of the log.
      const text = message.text.replaceAll(message.unsubscribeUrl, '[unsubscribe link]');
      log.info(
        { outboxId: row!.id, deliveryId: message.deliveryId, to: message.to, subject: message.subject, text },
        'reminder e-mail kept in the outbox (SMTP_URL is not set)',
      );
      return { providerId: `outbox:${row!.id}` };
    },
    close() {},
  };
}
