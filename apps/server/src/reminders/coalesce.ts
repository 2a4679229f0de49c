/**
 * Gathers the calls made while the event loop turns once and runs them as one batch: the sends
 * of a worker renew their claims and record their outcomes one by one, each at its own moment,
 * while the database sees one statement (one commit) per group of them (decision 027). `run`
 * answers one result per item, in order; if it throws, every caller of that batch gets the error.
 */
export function coalesce<I, O>(run: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    run(batch.map((p) => p.item)).then(
      (results) => {
        batch.forEach((p, i) => {
          p.resolve(results[i] as O);
        });
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}
