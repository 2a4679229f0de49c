// One pass of the watch (decision 043): every distinct source URL of the templates fetched once,
// politely — one request at a time per host with a pause between two to the same host, a few
// hosts at once — and what each answer means recorded: a 304 or the same text is no change, a new
// text is one change for the URL (whatever number of templates name it), a failure is a failure.
import { createHash } from 'node:crypto';
import type { SourceWatchConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type FetchOutcome, fetchSource } from './fetch-source';
import { mainText } from './main-text';
import type { RunTally, SourceRow } from './repository';
import * as repository from './repository';

/** Hosts fetched at the same time (each still one request at a time). */
const HOSTS_AT_ONCE = 4;

export interface CheckDeps {
  db: Db;
  clock: Clock;
  config: SourceWatchConfig;
  /** WEBHOOK_ALLOW_LOOPBACK: the guard lets loopback through (tests only). */
  allowLoopback: boolean;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Waits between two requests to a host (tests keep the real one with a short pause). */
  sleep?: (ms: number) => Promise<void>;
  /** Asked before each URL: true ends the pass early (the server is shutting down). */
  shouldStop?: () => boolean;
}

export type PassResult = ({ ran: true } & RunTally) | { ran: false };

/** Runs a pass unless one is going (in any process); resolves when it is done. */
export async function checkSources(
  deps: CheckDeps,
  trigger: 'schedule' | 'admin',
  onStarted?: () => void,
): Promise<PassResult> {
  const runId = await repository.startRun(deps.db, trigger, deps.clock.now());
  if (!runId) return { ran: false };
  onStarted?.();
  const tally: RunTally = { checked: 0, unchanged: 0, changed: 0, failed: 0 };
  try {
    const sources = await repository.sourcesToCheck(deps.db);
    await eachHost(
      sources,
      async (source) => {
        const outcome = await checkOne(deps, source.url, source.state);
        tally.checked += 1;
        tally[outcome.result] += 1;
        return outcome.contacted;
      },
      deps,
    );
  } finally {
    // A pass that broke off is finished too, with what it did: the next one may start.
    await repository.finishRun(deps.db, runId, deps.clock.now(), tally);
  }
  deps.log.info({ trigger, ...tally }, 'source watch pass');
  return { ran: true, ...tally };
}

/** Groups the URLs by host and works through HOSTS_AT_ONCE hosts at a time. */
async function eachHost<T extends { url: string }>(
  items: T[],
  visit: (item: T) => Promise<boolean>,
  deps: CheckDeps,
): Promise<void> {
  const byHost = new Map<string, T[]>();
  for (const item of items) {
    const host = hostOf(item.url);
    byHost.set(host, [...(byHost.get(host) ?? []), item]);
  }
  const queues = [...byHost.values()];
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      let contactedBefore = false;
      for (const item of queue) {
        if (deps.shouldStop?.()) return;
        // The pause falls between two requests that reached the host, not after a refusal.
        if (contactedBefore && deps.config.pauseMs > 0) await sleep(deps.config.pauseMs);
        contactedBefore = await visit(item);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(HOSTS_AT_ONCE, queues.length) }, worker));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

type Result = 'unchanged' | 'changed' | 'failed';

async function checkOne(
  deps: CheckDeps,
  url: string,
  state: SourceRow | null,
): Promise<{ result: Result; contacted: boolean }> {
  // Conditional only when there is a text to compare with: a 304 must mean "the same as stored".
  const validators = state?.textHash
    ? { etag: state.etag, lastModified: state.lastModified }
    : { etag: null, lastModified: null };
  const outcome: FetchOutcome = await fetchSource(url, validators, {
    allowLoopback: deps.allowLoopback,
    timeoutMs: deps.config.timeoutMs,
    maxBytes: deps.config.maxBytes,
  });
  const at = deps.clock.now();
  const { contacted } = outcome;
  if (outcome.kind === 'failure') {
    deps.log.warn({ url, failure: outcome.failure, reason: outcome.reason }, 'source watch: fetch failed');
    await repository.recordFailure(deps.db, url, at, { kind: outcome.failure, reason: outcome.reason });
    return { result: 'failed', contacted };
  }
  if (outcome.kind === 'not_modified') {
    await repository.recordUnchanged(deps.db, url, at);
    return { result: 'unchanged', contacted };
  }
  const text = mainText(outcome.html);
  const hash = createHash('sha256').update(text).digest('hex');
  const page = { hash, text, etag: outcome.etag, lastModified: outcome.lastModified };
  if (!state?.textHash) {
    await repository.recordBaseline(deps.db, url, at, page);
    return { result: 'unchanged', contacted };
  }
  if (state.textHash === hash) {
    await repository.recordUnchanged(deps.db, url, at, { etag: page.etag, lastModified: page.lastModified });
    return { result: 'unchanged', contacted };
  }
  await repository.recordChange(deps.db, url, at, { ...page, before: state.mainText ?? '' });
  return { result: 'changed', contacted };
}
