// A small SMTP client for a relay on this machine (decision 031): it writes each message's
// envelope in one write (MAIL, RCPT and DATA pipelined, RFC 2920) and the message and its end
// mark in another, on connections kept open for many messages. Through nodemailer the same
// message took more writes and round trips and a chain of streams; at hundreds of messages a
// second those were most of the worker's CPU. It speaks only what a loopback relay needs: no TLS
// (nothing leaves the machine) and no authentication; any other SMTP_URL goes through nodemailer.

import { connect, type Socket } from 'node:net';
import { hostname } from 'node:os';

/** An SMTP reply: its code and its text (all lines). */
interface Reply {
  code: number;
  text: string;
}

/** A failure with the relay's reply, as `smtpFailure` (failures.ts) classifies it: 4xx transient, 5xx not. */
function replyError(step: string, reply: Reply): Error {
  const response = `${reply.code} ${reply.text}`;
  return Object.assign(new Error(`${step}: ${response}`), { responseCode: reply.code, response });
}

/** Whether the URL names a relay this client may speak to: plain smtp:// on loopback, no credentials. */
export function isLoopbackRelay(url: string): boolean {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return u.protocol === 'smtp:' && loopback && u.username === '' && u.password === '' && u.search === '';
}

/** One connection, one message at a time on it; replies are matched to commands in order. */
class SmtpConnection {
  private socket: Socket;
  private received = '';
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  private lines: string[] = [];
  /** Replies read before their command's caller asked (a pipelined group's answers arrive together). */
  private early: Reply[] = [];
  private failure: Error | null = null;
  private pipelining = false;
  sent = 0;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port });
    this.socket.setNoDelay(true);
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => this.read(chunk));
    const fail = (error: Error) => this.fail(error);
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the relay closed the connection')));
  }

  get usable(): boolean {
    return this.failure === null;
  }

  /** Greeting and EHLO. */
  async open(): Promise<void> {
    const greeting = await this.reply();
    if (greeting.code !== 220) throw replyError('greeting', greeting);
    this.write(`EHLO ${hostname() || 'localhost'}\r\n`);
    const ehlo = await this.reply();
    if (ehlo.code !== 250) throw replyError('EHLO', ehlo);
    this.pipelining = /^PIPELINING\b/im.test(ehlo.text);
  }

  /** Sends one message; resolves with the relay's acceptance, throws with its reply otherwise. */
  async send(from: string, to: string, raw: string): Promise<string> {
    const envelope = [`MAIL FROM:<${from}>\r\n`, `RCPT TO:<${to}>\r\n`, 'DATA\r\n'];
    const replies: Reply[] = [];
    if (this.pipelining) {
      this.write(envelope.join(''));
      for (let i = 0; i < 3; i++) replies.push(await this.reply());
    } else {
      for (const command of envelope) {
        this.write(command);
        const reply = await this.reply();
        replies.push(reply);
        if (reply.code >= 400) break;
      }
    }
    const [mail, rcpt, data] = replies;
    const refused: [string, Reply | undefined] | null =
      mail?.code !== 250
        ? ['MAIL FROM', mail]
        : (rcpt?.code ?? 500) >= 300
          ? ['RCPT TO', rcpt]
          : data?.code !== 354
            ? ['DATA', data]
            : null;
    if (refused) {
      // Some relays open DATA despite a refused recipient: end it empty, it cannot be delivered.
      this.write(data?.code === 354 ? '.\r\n' : 'RSET\r\n');
      await this.reply();
      throw replyError(refused[0], refused[1] ?? { code: 451, text: 'no reply' });
    }
    // Our messages are base64 and headers, but a line starting with a dot is doubled all the same.
    const body = raw.includes('\n.') ? raw.replace(/\n\./g, '\n..') : raw;
    this.write(`${body.endsWith('\r\n') ? body : `${body}\r\n`}.\r\n`);
    const accepted = await this.reply();
    if (accepted.code !== 250) throw replyError('message', accepted);
    this.sent += 1;
    return `${accepted.code} ${accepted.text}`;
  }

  close(): void {
    if (this.usable) this.socket.end('QUIT\r\n');
    this.failure ??= new Error('closed');
    this.socket.destroy();
  }

  /** Gives up on the connection: a send past its time limit leaves replies we can no longer match. */
  destroy(error: Error): void {
    this.fail(error);
    this.socket.destroy();
  }

  private write(text: string): void {
    if (this.failure) throw this.failure;
    this.socket.write(text, 'latin1');
  }

  private reply(): Promise<Reply> {
    const early = this.early.shift();
    if (early) return Promise.resolve(early);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private read(chunk: string): void {
    this.received += chunk;
    let end = this.received.indexOf('\r\n');
    while (end >= 0) {
      const line = this.received.slice(0, end);
      this.received = this.received.slice(end + 2);
      this.lines.push(line.slice(4));
      // "250-…" continues the reply; "250 …" (or a bare code) ends it.
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
        this.lines = [];
        const next = this.waiting.shift();
        if (next) next.resolve(reply);
        else this.early.push(reply);
      }
      end = this.received.indexOf('\r\n');
    }
  }

  private fail(error: Error): void {
    if (this.failure) return;
    // No responseCode: a connection problem, which smtpFailure counts as transient.
    this.failure = Object.assign(error, { code: 'ECONNECTION' });
    for (const w of this.waiting.splice(0)) w.reject(error);
  }
}

/**
 * A pool of connections to the relay. `send` is called with one of the transport's slots held,
 * so there are never more sends than connections; a connection is replaced after `maxMessages`
 * or as soon as anything goes wrong on it.
 */
export function loopbackSmtpPool(url: string, opts: { maxMessages: number; timeoutMs: number }) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port || 25);
  const idle: SmtpConnection[] = [];
  const all = new Set<SmtpConnection>();
  return {
    async send(from: string, to: string, raw: string): Promise<string> {
      let connection = idle.pop();
      // One the relay closed while it was idle is dropped here.
      while (connection && !connection.usable) {
        all.delete(connection);
        connection = idle.pop();
      }
      if (!connection) {
        const fresh = new SmtpConnection(host, port);
        await withTimeout(fresh, fresh.open(), opts.timeoutMs).catch((error: unknown) => {
          fresh.destroy(error as Error);
          throw error;
        });
        all.add(fresh);
        connection = fresh;
      }
      const c = connection;
      try {
        const answer = await withTimeout(c, c.send(from, to, raw), opts.timeoutMs);
        if (c.sent >= opts.maxMessages) c.close();
        return answer;
      } finally {
        if (c.usable) idle.push(c);
        else all.delete(c);
      }
    },
    close(): void {
      for (const c of all) c.close();
      all.clear();
      idle.length = 0;
    },
  };
}

/** The connection is dropped when its send passes the limit: its late replies would be misread. */
function withTimeout<T>(connection: SmtpConnection, work: Promise<T>, ms: number): Promise<T> {
  const timer = setTimeout(
    () => connection.destroy(new Error(`no answer from the relay within ${ms / 1000} s`)),
    ms,
  );
  return work.finally(() => clearTimeout(timer));
}
