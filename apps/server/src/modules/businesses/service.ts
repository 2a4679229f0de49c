import {
  activityByKey,
  type Business,
  type BusinessCreate as BusinessCreateSchema,
  type BusinessUpdate,
  businessTypeOf,
  timeZoneFor,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { allow, type Need, roleInWorkspace } from '../workspaces/access';
import { ensurePersonalWorkspace } from '../workspaces/service';
import { checkBusinessCap } from './caps';
import * as repo from './repository';

export type { BusinessRow, VisibleBusiness } from './repository';

type CreateValues = z.output<typeof BusinessCreateSchema>;
type UpdateValues = z.output<typeof BusinessUpdate>;

export const BUSINESS_NOT_FOUND = 'Business not found';

/** The type a body gives, or its activity's (issue 27); a 400 naming the field when they disagree. */
function typeOf(input: { business_type?: string; activity?: string | null }): string {
  const type = businessTypeOf(input);
  if ('field' in type) throw badRequest(`${type.field}: ${type.message}`);
  return type.type;
}

/**
 * An update's type and activity: a new activity sets the type; a new type alone keeps the activity
 * only when it is of that type (a restaurant changed to Retail no longer runs a café).
 */
function typeAndActivity(input: UpdateValues, current: repo.BusinessRow) {
  if (input.activity) return { businessType: typeOf(input), activity: input.activity };
  if (input.activity === null) return { businessType: input.business_type, activity: null };
  if (!input.business_type) return { businessType: undefined, activity: undefined };
  const kept = activityByKey(current.activity)?.business_type === input.business_type;
  return { businessType: input.business_type, activity: kept ? undefined : null };
}

export function toBusiness({ business: row, role }: repo.VisibleBusiness): Business {
  return {
    id: row.id,
    business_name: row.businessName,
    business_type: row.businessType,
    activity: row.activity,
    answers: row.answers ?? {},
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    workspace_id: row.workspaceId,
    role,
  };
}

/** What the user may see across their workspaces, each with their role. */
export const listBusinesses = repo.listVisible;

/** A business the user may see (`read`) or change (`edit`): 404 for a non-member, 403 for a viewer's write. */
export async function getBusiness(
  db: Db,
  userId: string,
  id: string,
  need: Need = 'read',
): Promise<repo.VisibleBusiness> {
  const found = await repo.findVisible(db, userId, id);
  allow(found?.role, need, BUSINESS_NOT_FOUND);
  return found!;
}

/** In the workspace named (the caller must edit there), else in the caller's personal workspace. */
export async function createBusiness(
  db: Db,
  userId: string,
  input: CreateValues,
): Promise<repo.VisibleBusiness> {
  return db.transaction(async (tx) => {
    const workspaceId = input.workspace_id ?? (await ensurePersonalWorkspace(tx, userId)).id;
    const role = input.workspace_id ? await roleInWorkspace(tx, userId, workspaceId, 'edit') : 'owner';
    await checkBusinessCap(tx, userId);
    const business = await repo.insert(tx, {
      ownerId: userId,
      workspaceId,
      businessName: input.business_name,
      businessType: typeOf(input),
      activity: input.activity ?? null,
      answers: input.answers ?? {},
      address: input.address,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
      timeZone: timeZoneFor(input.province, input.city),
    });
    return { business, role };
  });
}

export async function updateBusiness(
  db: Db,
  userId: string,
  id: string,
  input: UpdateValues,
): Promise<repo.VisibleBusiness> {
  return db.transaction(async (tx) => {
    const { business: current, role } = await getBusiness(tx, userId, id, 'edit');
    const province = input.province ?? current.province;
    const city = input.city ?? current.city;
    const business = await repo.update(tx, id, {
      businessName: input.business_name,
      ...typeAndActivity(input, current),
      answers: input.answers === undefined ? undefined : { ...current.answers, ...input.answers },
      address: input.address,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
      timeZone: timeZoneFor(province, city),
    });
    return { business, role };
  });
}

export async function deleteBusiness(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getBusiness(tx, userId, id, 'edit');
    await repo.remove(tx, id);
  });
}
