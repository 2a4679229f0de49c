import { LIST_PAGE_MAX } from '@lt/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAllPages, LARGEST_PAGE } from './all-pages';

afterEach(() => vi.unstubAllGlobals());

describe('getAllPages', () => {
  it('asks for the largest page the server allows', () => {
    expect(LARGEST_PAGE).toBe(LIST_PAGE_MAX);
  });

  it('reads page after page until it has the total', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
        const items = offset === 0 ? Array.from({ length: 500 }, (_, i) => i) : [500, 501];
        return new Response(JSON.stringify(items), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '502' },
        });
      }),
    );
    const rows = await getAllPages<number>('/licenses/', { business_id: 'b1' });
    expect(rows).toHaveLength(502);
    expect(urls.map((u) => new URL(u, 'http://x').search)).toEqual([
      '?business_id=b1&limit=500&offset=0',
      '?business_id=b1&limit=500&offset=500',
    ]);
  });
});
