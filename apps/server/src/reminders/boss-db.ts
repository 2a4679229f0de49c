import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss on the embedded database, in-process. pg-boss sends its schema and maintenance SQL as
 * several statements without parameters, which only `exec` runs; everything with parameters goes
 * through `query`. PGlite runs both exclusively of open transactions, so pg-boss's own
 * BEGIN…COMMIT blocks never interleave with the app's.
 */
export function pgliteBossDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}
