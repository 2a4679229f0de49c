// Database fingerprints: what a rejected request must leave alone, and a cheap watch for writes.

import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/client';

/** The tables a rejected request must leave alone: every table of the product. */
export async function productTables(database: DatabaseConnection): Promise<string[]> {
  const rows = await query<{ name: string }>(
    database,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((r) => r.name);
}

/** Row count and an md5 of every row's text, per table: equal fingerprints, equal contents. */
export async function fingerprint(
  database: DatabaseConnection,
  tables: string[],
): Promise<Record<string, string>> {
  const columns = tables.map(
    (t) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') from "${t}" t) as "${t}"`,
  );
  const [row] = await query<Record<string, string>>(database, `select ${columns.join(', ')}`);
  return row!;
}

/**
 * Watches the database for writes. Every insert, update or delete takes a transaction id, so while
 * the next unassigned id (the snapshot's xmax) stays put, nothing was written and the costly row
 * checksum can be skipped; when it moved, the checksums of the tables decide.
 */
export class DatabaseWatch {
  private mark = '';
  private sums: Record<string, string> = {};

  constructor(
    private readonly database: DatabaseConnection,
    private readonly tables: string[],
  ) {}

  /** Takes the current state as the one to compare with. */
  async reset(): Promise<void> {
    this.mark = await this.writeMark();
    this.sums = await fingerprint(this.database, this.tables);
  }

  /** The tables whose rows differ from the last state, which becomes the current one. */
  async changedTables(): Promise<string[]> {
    const mark = await this.writeMark();
    if (mark === this.mark) return [];
    const sums = await fingerprint(this.database, this.tables);
    const changed = this.tables.filter((t) => sums[t] !== this.sums[t]);
    this.mark = mark;
    this.sums = sums;
    return changed;
  }

  private async writeMark(): Promise<string> {
    const [row] = await query<{ mark: string }>(
      this.database,
      'select pg_snapshot_xmax(pg_current_snapshot())::text as mark',
    );
    return row!.mark;
  }
}

export async function query<T>(database: DatabaseConnection, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
