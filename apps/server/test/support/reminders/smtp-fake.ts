import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpFake {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Every message accepted, parsed, in order. */
  messages: ParsedMail[];
  /** How many messages were accepted (also when they are not kept). */
  received(): number;
  /** Rejects the next `count` messages with this reply (4xx: try again later; 5xx: permanent). */
  failNext(count: number, code?: number, text?: string): void;
  /**
   * Accepts the next `count` messages and drops the connection instead of answering: the relay
   * has the message, the sender cannot know it.
   */
  dropRepliesNext(count: number): void;
  /** Messages accepted whose answer was dropped. */
  dropped(): number;
  /** Waits this long (or what the function says) before answering each message: a slow relay. */
  delayMs: number | (() => number);
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), reading messages back with mailparser. */
export async function startSmtpFake(
  opts: {
    keep?: boolean;
    port?: number;
    /** Recipients refused for good (550), as a mailbox that does not exist. */
    refuse?: (address: string) => boolean;
  } = {},
): Promise<SmtpFake> {
  const messages: ParsedMail[] = [];
  let received = 0;
  let failures: { count: number; code: number; text: string } = { count: 0, code: 451, text: '' };
  let drops = 0;
  let dropped = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (!opts.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const delay = typeof fake.delayMs === 'function' ? fake.delayMs() : fake.delayMs;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        if (failures.count > 0) {
          failures.count -= 1;
          const error = Object.assign(new Error(failures.text), { responseCode: failures.code });
          return callback(error);
        }
        // The benchmark only counts: parsing 2,000 messages would measure mailparser.
        if (opts.keep !== false) messages.push(await simpleParser(Buffer.concat(chunks)));
        received += 1;
        if (drops > 0) {
          drops -= 1;
          dropped += 1;
          return socketOf(server, session.id)?.destroy();
        }
        callback(null, `Message queued as fake-${received}`);
      });
    },
  });
  // A client killed mid-session (the chaos run does that) resets its connection: not our failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const fake: SmtpFake = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: () => received,
    failNext(count, code = 451, text = '4.3.0 Try again later') {
      failures = { count, code, text };
    },
    dropRepliesNext(count) {
      drops = count;
    },
    dropped: () => dropped,
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** smtp-server keeps its connections (and their sockets) in a set it does not type. */
function socketOf(server: SMTPServer, sessionId: string): { destroy(): void } | undefined {
  const connections = (
    server as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> }
  ).connections;
  return [...connections].find((c) => c.id === sessionId)?._socket;
}

/** A header as sent (mailparser turns List-* headers into objects), unfolded. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n/g, '')
    .trim();
}

/** The first address a message was sent to. */
export function recipientOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}
