// A loopback HTTP receiver standing in for Slack, Teams and webhook endpoints: it records every
// request and answers what the test says (200 by default).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  /** http://127.0.0.1:<port> */
  base: string;
  requests: Received[];
  on(path: string): Received[];
  /** The status to answer on a path (default 200); a function may vary it by call. */
  answer(path: string, status: number | (() => number)): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: Received[] = [];
  const answers = new Map<string, number | (() => number)>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.get(path) ?? 200;
      const status = typeof answer === 'function' ? answer() : answer;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'no_service');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    on: (path) => requests.filter((r) => r.path === path),
    answer: (path, status) => answers.set(path, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
