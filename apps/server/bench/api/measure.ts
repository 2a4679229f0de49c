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
