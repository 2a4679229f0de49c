import type { AdminTemplateQuery } from '@lt/core';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { businesses, licenses, licenseTemplates, users } from '../../db/schema';
import type { TemplateRow } from '../templates/service';
import { ESTIMATED_TOTAL_FROM } from './repository';

type Query = z.output<typeof AdminTemplateQuery>;

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: Query): SQL | undefined {
  const t = licenseTemplates;
  const conditions: (SQL | undefined)[] = [
    query.q ? or(ilike(t.name, likePattern(query.q)), ilike(t.nameFr, likePattern(query.q))) : undefined,
    query.level ? eq(t.level, query.level) : undefined,
    query.province ? eq(t.province, query.province) : undefined,
    query.city ? sql`lower(${t.city}) = lower(${query.city})` : undefined,
    query.business_type ? sql`${query.business_type} = any(${t.businessTypes})` : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => !!c));
}

const levelOrder = sql`case ${licenseTemplates.level} when 'federal' then 0 when 'provincial' then 1 else 2 end`;

function ordering(sort: Query['sort']): SQL[] {
  const t = licenseTemplates;
  switch (sort) {
    case 'name':
      return [asc(t.name), asc(t.id)];
    // Ties in the direction of the sort, so that each sort is one index read backwards or forwards.
    case '-name':
      return [desc(t.name), desc(t.id)];
    case 'place':
      return [sql`${t.province} asc nulls first`, sql`${t.city} asc nulls first`, asc(t.name), asc(t.id)];
    case '-updated_at':
      return [desc(t.updatedAt), desc(t.id)];
    default:
      return [
        levelOrder,
        sql`${t.province} asc nulls first`,
        sql`${t.city} asc nulls first`,
        asc(t.name),
        asc(t.id),
      ];
  }
}

/**
 * Unfiltered, a large catalogue's total is the planner's estimate (as the users list's, decision
 * 027); a search or filter is counted, the rows it matches being the ones it asks for.
 */
async function countTemplates(db: Db, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [row] = await rawRows<{ estimate: number }>(
      db,
      sql`select reltuples::float8 as estimate from pg_class where oid = 'license_templates'::regclass`,
    );
    const estimate = Number(row?.estimate ?? -1);
    if (estimate >= ESTIMATED_TOTAL_FROM) return Math.round(estimate);
  }
  const [row] = await db.select({ n: count() }).from(licenseTemplates).where(where);
  return row?.n ?? 0;
}

/** One page of templates, searched, filtered and sorted, with the number of rows that match. */
export async function templatesPage(db: Db, query: Query): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = filters(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(licenseTemplates)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    countTemplates(db, where),
  ]);
  return { rows, total };
}

/** The licences made from a template, with their business and owner, for the delete confirmation. */
export async function templateUsage(db: Db, templateId: string, limit: number) {
  const where = eq(licenses.templateId, templateId);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: licenses.id,
        license_name: licenses.licenseName,
        business_name: businesses.businessName,
        owner_email: users.email,
      })
      .from(licenses)
      .innerJoin(businesses, eq(businesses.id, licenses.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(asc(businesses.businessName), asc(licenses.licenseName), asc(licenses.id))
      .limit(limit),
    db.select({ n: count() }).from(licenses).where(where),
  ]);
  return { licenses: rows, total: counted[0]?.n ?? 0 };
}
