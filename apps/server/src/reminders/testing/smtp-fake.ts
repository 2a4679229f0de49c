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
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), reading messages back with mailparser. */
export async function startSmtpFake(opts: { keep?: boolean; port?: number } = {}): Promise<SmtpFake> {
  const messages: ParsedMail[] = [];
  let received = 0;
  let failures: { count: number; code: number; text: string } = { count: 0, code: 451, text: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (failures.count > 0) {
          failures.count -= 1;
          const error = Object.assign(new Error(failures.text), { responseCode: failures.code });
          return callback(error);
        }
        // The benchmark only counts: parsing 2,000 messages would measure mailparser.
        if (opts.keep !== false) messages.push(await simpleParser(Buffer.concat(chunks)));
        received += 1;
        callback(null, `Message queued as fake-${received}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: () => received,
    failNext(count, code = 451, text = '4.3.0 Try again later') {
      failures = { count, code, text };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
