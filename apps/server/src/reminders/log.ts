import { serializeError } from '../lib/log-redaction';

/**
 * The little the reminder code needs from a logger. Fastify's pino logger fits it; the standalone
 * worker and the `reminders run` command use the JSON-lines logger below (pino's shape, no
 * dependency of its own).
 */
export interface ReminderLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

export function jsonLog(
  level: keyof typeof LEVELS,
  write: (line: string) => void = (l) => process.stdout.write(l),
) {
  const threshold = LEVELS[level];
  const emit = (lvl: 'info' | 'warn' | 'error') => (obj: object, msg?: string) => {
    if (LEVELS[lvl] < threshold) return;
    const record = { level: LEVELS[lvl], time: Date.now(), pid: process.pid, ...errorFields(obj), msg };
    write(`${JSON.stringify(record)}\n`);
  };
  return { info: emit('info'), warn: emit('warn'), error: emit('error') } satisfies ReminderLog;
}

function errorFields(obj: object): object {
  const err = (obj as { err?: unknown }).err;
  if (!(err instanceof Error)) return obj;
  return { ...obj, err: serializeError(err) };
}

export const silentLog: ReminderLog = { info() {}, warn() {}, error() {} };
