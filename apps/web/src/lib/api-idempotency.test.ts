import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

const QUOTED_UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

/** The server's 409 while the first sending of a key still runs. */
const STILL_RUNNING = 'still running';

/** A fetch that answers each call with the next of `answers` (an Error: the network failed). */
function fetchAnswering(...answers: (number | Error | typeof STILL_RUNNING)[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift() ?? 201;
    if (answer instanceof Error) throw answer;
    const status = answer === STILL_RUNNING ? 409 : answer;
    return new Response(JSON.stringify(status < 400 ? { id: 'b1' } : { detail: 'no' }), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(answer === STILL_RUNNING ? { 'Retry-After': '1' } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const keyOf = (mock: ReturnType<typeof fetchAnswering>, call: number) =>
  new Headers(mock.mock.calls[call]![1].headers).get('Idempotency-Key');

describe('Idempotency-Key on creates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the draft’s quoted key on an idempotent create only', async () => {
    const fetchMock = fetchAnswering(201, 201);
    await api.post('/businesses/', { business_name: 'Bistro' }, { idempotent: true });
    await api.post('/businesses/', { business_name: 'Other' });
    expect(keyOf(fetchMock, 0)).toMatch(QUOTED_UUID);
    expect(keyOf(fetchMock, 1)).toBeNull();
  });

  it('sends a double-click once: the second joins the first and gets its answer', async () => {
    const fetchMock = fetchAnswering(201);
    const body = { business_name: 'Twice' };
    const [a, b] = await Promise.all([
      api.post('/businesses/', body, { idempotent: true }),
      api.post('/businesses/', { ...body }, { idempotent: true }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(b).toEqual(a);
  });

  it('keeps the key for a retry after no answer, and takes a new one once answered', async () => {
    const fetchMock = fetchAnswering(new TypeError('Failed to fetch'), 503, STILL_RUNNING, 201, 201);
    const body = { business_name: 'Retried' };
    const send = () => api.post('/businesses/', body, { idempotent: true });
    await expect(send()).rejects.toBeInstanceOf(TypeError);
    await expect(send()).rejects.toBeInstanceOf(ApiError);
    await expect(send()).rejects.toMatchObject({ status: 409 });
    await send();
    await send();
    for (const retry of [1, 2, 3]) expect(keyOf(fetchMock, retry)).toBe(keyOf(fetchMock, 0));
    expect(keyOf(fetchMock, 4)).not.toBe(keyOf(fetchMock, 0));
  });

  it('takes a new key after a client error (a route’s own 409 too), and for another body', async () => {
    const fetchMock = fetchAnswering(400, 409, 201, 201);
    const send = (n: number) => api.post('/licenses/', { n }, { idempotent: true });
    await expect(send(1)).rejects.toBeInstanceOf(ApiError);
    await expect(send(1)).rejects.toMatchObject({ status: 409 });
    await send(1);
    await send(2);
    const keys = [0, 1, 2, 3].map((i) => keyOf(fetchMock, i));
    expect(new Set(keys).size).toBe(4);
  });

  it('sends the key with an upload', async () => {
    const fetchMock = fetchAnswering(200);
    const form = new FormData();
    form.append('dry_run', 'false');
    form.append('file', new File(['a,b'], 'sheet.csv'));
    await api.upload('/licenses/import/', form, { idempotent: true });
    expect(keyOf(fetchMock, 0)).toMatch(QUOTED_UUID);
  });
});
