import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// Test support only (imported by *.test.ts): a tiny browser over app.inject that keeps
// cookies by path, so the provider's interaction and session cookies travel like in a browser.

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  private jar = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    /** Host header matching PUBLIC_URL, so the provider builds the URLs the web app expects. */
    private readonly host = 'localhost:3000',
    private readonly address = '127.0.0.1',
  ) {}

  private cookieHeader(path: string): string | undefined {
    const matching = [...this.jar.values()].filter(
      (c) =>
        path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
    );
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  private store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as {
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const path = c.path ?? '/';
      const key = `${c.name};${path}`;
      const gone = !c.value || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (gone) this.jar.delete(key);
      else this.jar.set(key, { name: c.name, value: c.value, path });
    }
  }

  /** The same browser (same cookies) talking to another copy of the server. */
  on(app: FastifyInstance): TestBrowser {
    const other = new TestBrowser(app, this.host, this.address);
    other.jar = this.jar;
    return other;
  }

  /** Drops cookies whose name starts with `prefix` (e.g. the provider's session). */
  forget(prefix: string): void {
    for (const [key, cookie] of this.jar) if (cookie.name.startsWith(prefix)) this.jar.delete(key);
  }

  cookieNames(): string[] {
    return [...this.jar.values()].map((c) => c.name);
  }

  async request(options: {
    method?: InjectOptions['method'];
    url: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const url = toPath(options.url);
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    const cookie = this.cookieHeader(url.split('?')[0]!);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    }
    const res = await this.app.inject({
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      url,
      headers,
      payload,
      remoteAddress: this.address,
    });
    this.store(res);
    return res;
  }

  get(url: string) {
    return this.request({ url });
  }

  post(url: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request({ url, form, headers });
  }
}

/** Absolute URLs from the provider become paths for inject. */
export function toPath(url: string): string {
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
