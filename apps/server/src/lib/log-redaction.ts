/**
 * Errors as they go to the log, with nothing a user typed: drizzle puts a failed query's
 * parameters into its message ("params: …": e-mail, name, password hash) and PostgreSQL names row
 * values in `detail` ("Failing row contains (…)"). Both are dropped; the SQL with its $n
 * placeholders, the error code and the constraint stay, which is what an operator needs (issue 16).
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

export function redactErrorText(text: string | undefined): string | undefined {
  return text?.replace(PARAMS, '\nparams: [redacted]');
}

interface LoggedError {
  type: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
}

export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: e.constructor?.name ?? e.name,
    message: redactErrorText(e.message),
    stack: redactErrorText(e.stack),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column'] as const) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause instanceof Error && depth < 3) out.cause = serializeError(e.cause, depth + 1) as LoggedError;
  return out;
}
