import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadWhenReachable } from './online';

describe('load errors', () => {
  it('recognises a failed chunk in each browser’s words, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads only once the server answers', async () => {
    const reload = vi.fn();
    expect(await reloadWhenReachable(() => Promise.reject(new TypeError('Failed to fetch')), reload)).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(await reloadWhenReachable(() => Promise.resolve(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
