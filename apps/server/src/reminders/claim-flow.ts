// How a worker keeps its claims flowing (decision 031): at most `held` claims at a time, as
// before, but the next claim is made as soon as `refillAt` of them are done, not when the whole
// batch is. The claim and its context reads then overlap the sends still under way; before, every
// connection stood idle while the last send of a batch finished and the next batch was read.
// refillAt = held is the old batch-after-batch order.

export interface ClaimFlow<C, B> {
  /** Claims held at once (claimed, not yet recorded). */
  held: number;
  /** Free places that make the next claim worth its round trips. */
  refillAt: number;
  /** Sends at once among the held claims. */
  concurrency: number;
  /** Stop after this many claims; default: until nothing is due. */
  maxClaims?: number;
  /** Checked before each claim: a worker shutting down finishes what it holds and stops. */
  shouldStop?: () => boolean;
  claim(limit: number): Promise<C[]>;
  /** What the claims of one claim statement need read (their contexts), read once for all of them. */
  load(claims: C[]): Promise<B>;
}

/**
 * Runs `deliver` for every claim until nothing is due. A failure (the database gone, say) stops
 * further claims; the sends under way finish, then the first failure is thrown.
 */
export async function refilling<C, B>(flow: ClaimFlow<C, B>, deliver: (claim: C, batch: B) => Promise<void>) {
  const running = new Set<Promise<void>>();
  const sends = limiter(flow.concurrency);
  let claimed = 0;
  let failure: { error: unknown } | undefined;
  try {
    while (!failure && !flow.shouldStop?.()) {
      while (running.size > 0 && flow.held - running.size < flow.refillAt && !failure)
        await Promise.race(running);
      if (failure) break;
      const limit = Math.min(
        flow.held - running.size,
        (flow.maxClaims ?? Number.POSITIVE_INFINITY) - claimed,
      );
      if (limit <= 0) break;
      const claims = await flow.claim(limit);
      if (claims.length === 0) break;
      claimed += claims.length;
      const batch = await flow.load(claims);
      for (const claim of claims) {
        const done: Promise<void> = sends(() => deliver(claim, batch))
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => running.delete(done));
        running.add(done);
      }
    }
  } catch (error) {
    failure ??= { error };
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}

/** At most `size` calls of `fn` at once, in call order. */
function limiter(size: number) {
  let free = Math.max(1, size);
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
