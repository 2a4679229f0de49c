import { oncePerObject } from '../lib/once-per-object';
import type { Db } from './client';

/**
 * A statement built once per database handle, for the few that every caller's first request of a
 * few seconds runs (the caller's row, their roles, their workspaces; decision 038). drizzle builds
 * a query's SQL text again at each call, which cost more CPU than the round trip for these; a
 * prepared query keeps its text, and its name lets PostgreSQL parse and plan it once per connection
 * (PGlite ignores the name). Names are unique in the app: one name, one text.
 */
export function preparedPer<P>(build: (db: Db) => P): (db: Db) => P {
  return oncePerObject(build);
}
