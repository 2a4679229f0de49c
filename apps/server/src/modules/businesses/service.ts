import {
  type Business,
  type BusinessCreate as BusinessCreateSchema,
  type BusinessUpdate,
  timeZoneFor,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './repository';

export type { BusinessRow } from './repository';

type CreateValues = z.output<typeof BusinessCreateSchema>;
type UpdateValues = z.output<typeof BusinessUpdate>;

export const BUSINESS_NOT_FOUND = 'Business not found';

export function toBusiness(row: repo.BusinessRow): Business {
  return {
    id: row.id,
    business_name: row.businessName,
    business_type: row.businessType,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
  };
}

export const listBusinesses = repo.listByOwner;

export async function getBusiness(db: Db, ownerId: string, id: string): Promise<repo.BusinessRow> {
  const row = await repo.findOwned(db, ownerId, id);
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

export function createBusiness(db: Db, ownerId: string, input: CreateValues): Promise<repo.BusinessRow> {
  return repo.insert(db, {
    ownerId,
    businessName: input.business_name,
    businessType: input.business_type,
    address: input.address,
    city: input.city,
    province: input.province,
    postalCode: input.postal_code,
    timeZone: timeZoneFor(input.province, input.city),
  });
}

export async function updateBusiness(
  db: Db,
  ownerId: string,
  id: string,
  input: UpdateValues,
): Promise<repo.BusinessRow> {
  return db.transaction(async (tx) => {
    const current = await getBusiness(tx, ownerId, id);
    const province = input.province ?? current.province;
    const city = input.city ?? current.city;
    const row = await repo.updateOwned(tx, ownerId, id, {
      businessName: input.business_name,
      businessType: input.business_type,
      address: input.address,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
      timeZone: timeZoneFor(province, city),
    });
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  });
}

export async function deleteBusiness(db: Db, ownerId: string, id: string): Promise<void> {
  if (!(await repo.deleteOwned(db, ownerId, id))) throw notFound(BUSINESS_NOT_FOUND);
}
