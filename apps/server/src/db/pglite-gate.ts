// The embedded database answers one statement at a time, for every request of the process. Without a
// bound, a crowd of requests all queue on it, interleave their statements, and each one takes as long
// as the whole crowd: under 200 clients some waited past a minute unanswered (issue 30, item 7). The
// gate lets a few requests at a time reach the database, queues the next ones in order, and answers
// 503 with Retry-After at once when the queue is full, or when a request has waited its limit. The
// benchmark (bench/pglite-queue.ts) measured the cause and the cure: without the gate, 26 to 330
// requests of a 200-client run went unanswered past 10 s; with it, none.

export interface GateOptions {
  /** Requests using the database at once: a few, so their JavaScript overlaps the database's work. */
  concurrency: number;
  /** Requests waiting their turn; one more is refused at once. */
  queueLimit: number;
  /** The longest a request waits for its turn before it is refused. */
  waitMs: number;
}

/** Four requests in flight keep the single PGlite connection busy while each runs its own code. */
export const GATE_CONCURRENCY = 4;
export const DEFAULT_QUEUE_LIMIT = 200;
export const DEFAULT_QUEUE_WAIT_MS = 5_000;

/** A request cannot have its turn: the gate's hook (http/database-gate.ts) answers 503 with Retry-After. */
export class DatabaseBusyError extends Error {
  readonly reason: 'queue-full' | 'waited-too-long';
  constructor(reason: 'queue-full' | 'waited-too-long') {
    super(`the embedded database is busy (${reason})`);
    this.name = 'DatabaseBusyError';
    this.reason = reason;
  }
}

interface Waiter {
  admit: (release: () => void) => void;
  timer: NodeJS.Timeout;
  signal?: AbortSignal;
}

export class DatabaseGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Refusals since start, by reason. */
  readonly refused = { 'queue-full': 0, 'waited-too-long': 0 };

  constructor(private readonly options: GateOptions) {}

  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Resolves with a `release` to call once the request is done (more calls do nothing); rejects with
   * DatabaseBusyError. `signal`: the client went away; a request still waiting leaves the queue (it
   * would hold a place, then a turn, for nobody) and its promise never settles.
   */
  enter(signal?: AbortSignal): Promise<() => void> {
    if (this.running < this.options.concurrency && this.queue.length === 0) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.options.queueLimit) return Promise.reject(this.refuse('queue-full'));
    return new Promise((resolve, reject) => {
      const leave = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        clearTimeout(waiter.timer);
      };
      const waiter: Waiter = {
        admit: resolve,
        signal,
        timer: setTimeout(() => {
          leave();
          reject(this.refuse('waited-too-long'));
        }, this.options.waitMs),
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(waiter);
    });
  }

  private refuse(reason: DatabaseBusyError['reason']): DatabaseBusyError {
    this.refused[reason] += 1;
    return new DatabaseBusyError(reason);
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The turn passes straight to the first waiter: `running` stays counted for it. On the next
      // turn of the event loop, not at once: PGlite answers through promises alone, so a request
      // admitted in the same breath would run on in one chain of microtasks, and the queue after it,
      // with no socket read and no timer fired for seconds (measured: the loop blocked 3 s at a time).
      const next = this.queue.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      clearTimeout(next.timer);
      setImmediate(() => {
        const release = this.releaser();
        // Gone in the meantime: the turn goes on to the next one.
        if (next.signal?.aborted) release();
        else next.admit(release);
      });
    };
  }
}
