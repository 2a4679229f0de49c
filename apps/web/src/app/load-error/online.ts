// Whether the browser believes it is online, as React state, and a hook run when it comes back.
import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls the latest `callback` each time the connection returns. */
export function useOnBackOnline(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const run = () => latest.current();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, []);
}

/**
 * A failed dynamic import (a code chunk): Chromium, Firefox and Safari word it differently, and
 * Vite's preload of a chunk's stylesheet has its own message.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}

/**
 * Reloads the page once its address answers again. Chromium keeps a failed module fetch (and the
 * failed fetches of its dependencies) for the life of the page, so once a chunk has failed only a
 * fresh page load fetches it again. Answers false, without reloading, while the server is out of reach.
 */
export async function reloadWhenReachable(
  probe: () => Promise<unknown> = () => fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  try {
    await probe();
  } catch {
    return false;
  }
  reload();
  return true;
}
