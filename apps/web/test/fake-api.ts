// A fake of the JSON API for component tests: routes by "METHOD /path" (without /api and the query).
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (X-Total-Count of a paged list). */
  headers?: Record<string, string>;
}

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Replies with `body` and a 200, or as the route says; unknown routes answer 404. */
export function fakeApi(routes: Record<string, Route | unknown>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply: FakeReply =
      route === undefined
        ? { status: 404, body: { detail: 'Not found' } }
        : typeof route === 'function'
          ? await (route as Route)(request)
          : { body: route };
    const status = reply.status ?? 200;
    return new Response(status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The requests made to one route, in order. */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A route that answers with `status` (and `body`). */
export const reply =
  (status: number, body?: unknown): Route =>
  () => ({ status, body });
