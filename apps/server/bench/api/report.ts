// What `npm run bench` prints: a table line per contender, and the JSON summary of a run — the
// 5,000-licence user's first screens against the 10-licence user's (issues 14 and 20) and the admin
// lists' growth from a small to a large table — from the measured scenarios.
import { type Alternated, type Measured, ratio } from './measure';

/** One scenario's figures: each contender's median, keyed by its name, with the run's facts. */
export type ScenarioResult = { scenario: string } & Record<string, unknown>;

export function tableLine(scenario: string, contender: string, m: Measured, bareRps: number): string {
  return (
    `${scenario.padEnd(72).slice(0, 72)} ${contender.padEnd(28)} ${String(m.requests_per_second).padStart(7)} req/s ` +
    `${ratio(m.requests_per_second, bareRps).toFixed(3).padStart(6)}x bare  ` +
    `p50 ${String(m.latency_p50_ms).padStart(4)} ms  p99 ${String(m.latency_p99_ms).padStart(5)} ms  ` +
    `${String(m.cpu_us_per_request).padStart(6)} us CPU/req${m.non_2xx || m.errors ? `  ${m.non_2xx} non-2xx ${m.errors} errors` : ''}`
  );
}

interface RowCounts {
  users: number;
  businesses: number;
}

export function summary(
  results: readonly ScenarioResult[],
  facts: {
    firstScreens: { paths: string[]; small: string; large: string; sequential: Alternated | null };
    seededMs: { small: number; bulk: number };
    adminRows: { small: RowCounts; large: RowCounts };
  },
) {
  const productOf = (name: string, contender = 'product') =>
    results.find((r) => r.scenario === name)?.[contender] as Measured | undefined;
  const growth = (what: string) => {
    const small = productOf(`GET /api/admin/${what}, small`);
    const large = productOf(`GET /api/admin/${what}, large`);
    if (!small || !large) return null;
    return {
      rps_large_to_small: ratio(large.requests_per_second, small.requests_per_second),
      p50_ms: [small.latency_p50_ms, large.latency_p50_ms],
    };
  };
  const { paths, sequential } = facts.firstScreens;
  const small = productOf(facts.firstScreens.small);
  const large = productOf(facts.firstScreens.large);
  const uncached = 'product without first-screen cache';
  const smallUncached = productOf(facts.firstScreens.small, uncached);
  const largeUncached = productOf(facts.firstScreens.large, uncached);
  return {
    benchmark: 'API under load, load generator in its own process, PostgreSQL',
    // Issue 14/20: the 5,000-licence user's first screens within 1.5x of the 10-licence user's.
    first_screens_at_scale:
      small && large
        ? {
            paths,
            rps_large_to_small: ratio(large.requests_per_second, small.requests_per_second),
            p50_ms: [small.latency_p50_ms, large.latency_p50_ms],
            p99_ms: [small.latency_p99_ms, large.latency_p99_ms],
            ...(smallUncached && largeUncached
              ? {
                  without_first_screen_cache: {
                    rps_large_to_small: ratio(
                      largeUncached.requests_per_second,
                      smallUncached.requests_per_second,
                    ),
                    p50_ms: [smallUncached.latency_p50_ms, largeUncached.latency_p50_ms],
                    p99_ms: [smallUncached.latency_p99_ms, largeUncached.latency_p99_ms],
                    // Small's time over large's, one request at a time: 1 is as fast.
                    one_at_a_time: sequential,
                  },
                }
              : {}),
          }
        : null,
    seeded_ms: facts.seededMs,
    admin_lists: {
      small_rows: facts.adminRows.small,
      large_rows: facts.adminRows.large,
      users: growth('users'),
      businesses: growth('businesses'),
    },
    results,
  };
}
