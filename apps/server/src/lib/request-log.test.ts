import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from './logger';
import { RequestLog, SLOW_REQUEST_MS } from './request-log';

/** Decision 012: at `info`, errors and slow requests are logged, the rest only as sampled. */
async function logged(level: string, sample: number, calls: string[], random?: () => number) {
  const lines: { msg: string; level: number; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as object;
  const app = Fastify({
    logger: { ...options, level, stream },
    logController: new RequestLog(sample, random),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 10));
    return { ok: true };
  });
  for (const url of calls) await app.inject({ method: 'GET', url: `${url}?token=secret` });
  await app.close();
  return lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
}

describe('request logging', () => {
  it('logs at info only errors, slow requests and nothing of a fast success', async () => {
    const lines = await logged('info', 0, ['/ok', '/ok', '/missing', '/fails', '/slow']);
    expect(lines.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      ['/missing', 404],
      ['/fails', 500],
      ['/slow', 200],
    ]);
  });

  it('logs the sampled fraction of ordinary requests', async () => {
    let i = 0;
    const lines = await logged('info', 0.25, ['/ok', '/ok', '/ok', '/ok'], () => [0.9, 0.1, 0.5, 0.3][i++]!);
    expect(lines).toHaveLength(1);
    expect(await logged('info', 1, ['/ok', '/ok'])).toHaveLength(2);
  });

  it('logs every request, incoming and completed, at debug', async () => {
    const lines = await logged('debug', 0, ['/ok', '/missing']);
    expect(lines.map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
