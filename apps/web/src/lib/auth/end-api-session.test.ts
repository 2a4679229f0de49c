import { afterEach, describe, expect, it, vi } from 'vitest';
import { endApiSession } from './end-api-session';

describe('endApiSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the sign-out to the API with the access token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await endApiSession('the.access.token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-out');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ authorization: 'Bearer the.access.token' });
  });

  it('signs out anyway when the API cannot be reached, and sends nothing without a token', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(endApiSession('the.access.token')).resolves.toBeUndefined();
    await endApiSession(undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
