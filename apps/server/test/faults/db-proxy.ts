// A TCP proxy in front of PostgreSQL that a test controls: `freeze()` holds every byte in both
// directions (a database that stopped answering: SIGSTOP, a hung disk, a network black hole),
// `thaw()` lets them through again, and `stop()` closes every connection and refuses new ones
// (a database that is down).
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DbProxy {
  /** The database URL through the proxy. */
  url: string;
  freeze(): void;
  /**
   * Freezes right after passing on the first client bytes that contain `text`: the statement
   * reaches the database, its answer never comes back (a database that hung mid-transaction).
   */
  freezeAfter(text: string): void;
  thaw(): void;
  stop(): void;
  start(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: Socket;
  upstream: Socket;
  /** Bytes held while frozen, per direction, and whether that side has ended. */
  held: { toUpstream: Buffer[]; toClient: Buffer[]; clientEnded: boolean; upstreamEnded: boolean };
}

export async function startDbProxy(targetUrl: string): Promise<DbProxy> {
  const target = new URL(targetUrl);
  const pipes = new Set<Pipe>();
  let frozen = false;
  let stopped = false;
  let freezeTrigger: string | undefined;

  const server: Server = createServer((client) => {
    if (stopped) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pipe: Pipe = {
      client,
      upstream,
      held: { toUpstream: [], toClient: [], clientEnded: false, upstreamEnded: false },
    };
    pipes.add(pipe);
    const drop = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (frozen) return void pipe.held.toUpstream.push(chunk);
      upstream.write(chunk);
      if (freezeTrigger && chunk.includes(freezeTrigger)) {
        freezeTrigger = undefined;
        frozen = true;
      }
    });
    upstream.on('data', (chunk) => (frozen ? pipe.held.toClient.push(chunk) : client.write(chunk)));
    // A side that closes while frozen is only passed on when thawed, after the bytes it sent.
    client.on('end', () => {
      if (frozen) pipe.held.clientEnded = true;
      else upstream.end();
    });
    upstream.on('end', () => {
      if (frozen) pipe.held.upstreamEnded = true;
      else client.end();
    });
    client.on('error', () => {});
    upstream.on('error', drop);
    client.on('close', () => {
      if (!frozen) upstream.end();
      else pipe.held.clientEnded = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const proxy: DbProxy = {
    url: url.toString(),
    freeze() {
      frozen = true;
    },
    freezeAfter(text) {
      freezeTrigger = text;
    },
    thaw() {
      frozen = false;
      for (const pipe of pipes) {
        for (const chunk of pipe.held.toUpstream.splice(0)) pipe.upstream.write(chunk);
        for (const chunk of pipe.held.toClient.splice(0))
          if (!pipe.client.destroyed) pipe.client.write(chunk);
        if (pipe.held.clientEnded) pipe.upstream.end();
        if (pipe.held.upstreamEnded) pipe.client.end();
      }
    },
    stop() {
      stopped = true;
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.upstream.destroy();
      }
      pipes.clear();
    },
    start() {
      stopped = false;
    },
    async close() {
      proxy.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
