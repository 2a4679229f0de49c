// One page of GET /businesses/ (decision 024): searched, filtered and sorted in SQL, with the total.
import type { BusinessListParams } from '@lt/core';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, workspaceMembers } from '../../db/schema';
import { folded, matchesWords } from '../licenses/list-page';
import { membershipOfBusiness } from '../workspaces/access';
import { type VisibleBusiness, visible } from './repository';

export async function listPage(
  db: Db,
  userId: string,
  query: BusinessListParams,
): Promise<{ rows: VisibleBusiness[]; total: number }> {
  const where: SQL[] = matchesWords(folded(businesses.businessName, businesses.city), query.q);
  if (query.workspace_id) where.push(eq(businesses.workspaceId, query.workspace_id));
  const condition = where.length > 0 ? and(...where) : undefined;
  const orderBy = query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc');
  const direction = orderBy === 'asc' ? asc : desc;
  // The id breaks ties in the same direction: with (created_at, id) that is the index's order.
  const order =
    query.sort === 'created_at'
      ? [direction(businesses.createdAt), direction(businesses.id)]
      : [direction(folded(businesses.businessName)), asc(businesses.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(visible)
      .from(businesses)
      .innerJoin(workspaceMembers, membershipOfBusiness(userId))
      .where(condition)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(workspaceMembers, membershipOfBusiness(userId))
      .where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
