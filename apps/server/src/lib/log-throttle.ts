// Repeated identical errors are logged once per interval with a count, not once per request: with
// the database down, every request fails the same way, and a line each filled 44 MB in 35 s.

export interface ThrottleDecision {
  /** Whether to write this occurrence. */
  log: boolean;
  /** How many identical ones were left out since the last line written. */
  suppressed: number;
}

export function createLogThrottle(intervalMs: number, now: () => number = Date.now) {
  const seen = new Map<string, { until: number; suppressed: number }>();
  return (key: string): ThrottleDecision => {
    const t = now();
    const entry = seen.get(key);
    if (entry && t < entry.until) {
      entry.suppressed += 1;
      return { log: false, suppressed: entry.suppressed };
    }
    const suppressed = entry?.suppressed ?? 0;
    seen.set(key, { until: t + intervalMs, suppressed: 0 });
    // Forget keys that have gone quiet, so the map cannot grow without bound.
    if (seen.size > 1000) for (const [k, v] of seen) if (v.until < t) seen.delete(k);
    return { log: true, suppressed };
  };
}

/** The key identical errors share: their code and the first line of their message. */
export function errorKey(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return `${String(code ?? '')}|${String(message ?? error)
    .split('\n')[0]!
    .slice(0, 200)}`;
}
