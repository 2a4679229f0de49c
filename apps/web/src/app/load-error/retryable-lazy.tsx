// A route's lazily loaded screen that can be loaded again (issue 30). React Router keeps the promise
// of a route's `lazy` property forever, a rejected one included, and the browser keeps a failed
// module fetch: so the screen's loader never rejects. When the code cannot come, the route gets a
// stand-in that shows the offline / failed panel in place of the screen and loads it on Retry or
// when the connection returns.
import { type ComponentType, useState } from 'react';
import { LoadErrorPanel } from './load-error-panel';
import { isOnline, reloadWhenReachable, useOnBackOnline } from './online';

// Props are whatever the router passes (nothing today); `any` keeps every screen's type assignable.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Screen = ComponentType<any>;

export interface RetryableOptions {
  /** Reloads the page (once reachable): the way out when the browser keeps a failed fetch. */
  reload?: () => Promise<unknown>;
}

/** Wraps `load` (a dynamic import) for a route's `lazy: { Component }`. */
export function retryableScreen(load: () => Promise<Screen>, options: RetryableOptions = {}) {
  const reload = options.reload ?? (() => reloadWhenReachable());
  let loaded: Screen | null = null;
  // Whether import() was called and failed: the browser will not fetch that module again.
  let failedOnce = false;

  const attempt = async (): Promise<Screen> => {
    try {
      loaded = await load();
      return loaded;
    } catch (error) {
      failedOnce = true;
      throw error;
    }
  };

  function RetryingScreen(props: Record<string, unknown>) {
    const [Screen, setScreen] = useState<Screen | null>(() => loaded);
    const [busy, setBusy] = useState(false);
    const retry = async () => {
      if (busy || Screen) return;
      setBusy(true);
      const poisoned = failedOnce;
      try {
        const next = loaded ?? (await attempt());
        setScreen(() => next);
      } catch {
        if (poisoned && isOnline()) await reload();
      } finally {
        setBusy(false);
      }
    };
    useOnBackOnline(() => void retry());
    if (Screen) return <Screen {...props} />;
    return <LoadErrorPanel onRetry={() => void retry()} busy={busy} />;
  }

  return async (): Promise<Screen> => {
    if (loaded) return loaded;
    // Offline, import() would fail and leave the module unfetchable until a reload: not even tried.
    if (!isOnline()) return RetryingScreen;
    try {
      return await attempt();
    } catch (error) {
      console.error('A screen failed to load:', error);
      return RetryingScreen;
    }
  };
}
