// The load generator's side of npm run bench (run.ts): a bench target in a process of its own
// (target.ts), one autocannon measurement of a scenario against it with the server's CPU time,
// and the median of several runs.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import type { ProductVariant, TargetInit, TargetMessage } from './target';

const TARGET = fileURLToPath(new URL('./target.ts', import.meta.url));

export interface Call {
  path: string;
  token: string;
}

export interface Scenario {
  name: string;
  connections: number;
  calls: Call[];
  /** Product variants measured beside the product (each turns one optimisation off). */
  variants?: Record<string, ProductVariant>;
}

export interface Measured {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  cpu_us_per_request: number;
  errors: number;
  non_2xx: number;
}

export class Target {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(init: TargetInit): Promise<Target> {
    const child = fork(TARGET, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (m: TargetMessage) => (m.type === 'listening' ? resolve(m.url) : reject(m)));
      child.once('exit', (code) => reject(new Error(`bench target ${init.kind} exited with ${code}`)));
      child.send(init);
    });
    return new Target(child, url);
  }

  cpuMicros(): Promise<number> {
    return new Promise((resolve) => {
      this.child.once('message', (m: TargetMessage) => resolve(m.type === 'cpu' ? m.micros : Number.NaN));
      this.child.send('cpu');
    });
  }

  stop(): void {
    this.child.removeAllListeners('exit');
    this.child.kill();
  }
}

/** Every request takes the next call of the scenario, so all users and paths spread over the connections. */
export async function measure(target: Target, scenario: Scenario, duration: number): Promise<Measured> {
  let next = 0;
  const before = await target.cpuMicros();
  const result = await autocannon({
    url: target.url,
    connections: scenario.connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Request) => {
          const call = scenario.calls[next++ % scenario.calls.length]!;
          return {
            ...request,
            method: 'GET',
            path: call.path,
            headers: { authorization: `Bearer ${call.token}` },
          };
        },
      },
    ],
  });
  const cpu = (await target.cpuMicros()) - before;
  const requests = result.requests.total || 1;
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    cpu_us_per_request: Math.round(cpu / requests),
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
  };
}

export const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each figure's median over the runs (errors are summed). */
export function medianOf(list: Measured[]): Measured {
  const of = (k: keyof Measured) => median(list.map((m) => m[k]));
  return {
    requests_per_second: Math.round(of('requests_per_second')),
    latency_p50_ms: of('latency_p50_ms'),
    latency_p99_ms: of('latency_p99_ms'),
    cpu_us_per_request: Math.round(of('cpu_us_per_request')),
    errors: list.reduce((n, m) => n + m.errors, 0),
    non_2xx: list.reduce((n, m) => n + m.non_2xx, 0),
  };
}

export interface Alternated {
  /** Median milliseconds of each path, for the first and the second caller. */
  median_ms: Record<string, [number, number]>;
  /** Median of the sum over the paths (one load of the screens), first and second caller. */
  all_paths_median_ms: [number, number];
  /** The first caller's time over the second's: 1 is as fast, 0.5 twice as slow. */
  time_ratio: number;
}

/**
 * One request at a time, the two callers in turn (the first first in even rounds, the second in odd
 * ones), so a busy moment of the shared machine falls on both: what a load of the screens costs a
 * caller, with no queue in front of it.
 */
export async function alternate(target: Target, paths: string[], tokens: [string, string], rounds: number) {
  const times = paths.map(() => [[], []] as [number[], number[]]);
  const totals: [number[], number[]] = [[], []];
  const once = async (path: string, token: string) => {
    const started = performance.now();
    const response = await fetch(`${target.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [1, 0] : [0, 1];
    for (const who of order) {
      let total = 0;
      for (const [i, path] of paths.entries()) {
        const ms = await once(path, tokens[who]!);
        times[i]![who]!.push(ms);
        total += ms;
      }
      totals[who]!.push(total);
    }
  }
  const ms = (values: number[]) => Number(median(values).toFixed(2));
  const all: [number, number] = [ms(totals[0]), ms(totals[1])];
  return {
    median_ms: Object.fromEntries(paths.map((p, i) => [p, [ms(times[i]![0]), ms(times[i]![1])]])),
    all_paths_median_ms: all,
    time_ratio: ratio(all[0], all[1]),
  } satisfies Alternated;
}
