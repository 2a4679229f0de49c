import {
  type AdminBusiness,
  type AdminStats,
  type AdminTemplate,
  type AdminUser,
  monthsRule,
  type RenewalRule,
  RenewalRuleSchema,
  type TemplateValuesInput,
} from '@lt/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findById, type TemplateRow, toTemplate } from '../templates/service';
import * as repo from './repository';

export const TEMPLATE_NOT_FOUND = 'Template not found';

export async function stats(db: Db): Promise<AdminStats> {
  const t = await repo.totals(db);
  return {
    total_users: t.users,
    total_businesses: t.businesses,
    total_licenses: t.licenses,
    total_templates: t.templates,
  };
}

export async function usersPage(db: Db, page: repo.Page): Promise<{ items: AdminUser[]; total: number }> {
  const { rows, total } = await repo.usersPage(db, page);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      city: r.city,
      province: r.province,
      is_onboarded: r.isOnboarded,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function businessesPage(
  db: Db,
  page: repo.Page,
): Promise<{ items: AdminBusiness[]; total: number }> {
  const { rows, total } = await repo.businessesPage(db, page);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      business_name: r.businessName,
      business_type: r.businessType,
      city: r.city,
      province: r.province,
      owner_email: r.ownerEmail,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export function toAdminTemplate(row: TemplateRow): AdminTemplate {
  return {
    ...toTemplate(row),
    edited_by_admin: row.editedByAdmin,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db): Promise<AdminTemplate[]> {
  return (await repo.listTemplates(db)).map(toAdminTemplate);
}

/**
 * The form only knows "validity in months". A template that renews on a fixed date or has no
 * fixed expiry keeps that rule while its validity is left alone; a changed validity means months,
 * except that a licence without a fixed expiry keeps being a review reminder.
 */
export function renewalRuleFor(months: number, existing?: TemplateRow): RenewalRule {
  if (!existing) return monthsRule(months);
  const parsed = RenewalRuleSchema.safeParse(existing.renewalRule);
  if (!parsed.success) return monthsRule(months);
  const rule = parsed.data;
  if (rule.kind === 'no_fixed_expiry') return { kind: 'no_fixed_expiry', months };
  if (rule.kind === 'fixed_date' && months === existing.defaultValidityMonths) return rule;
  return monthsRule(months);
}

function columns(input: TemplateValuesInput) {
  return {
    name: input.name,
    level: input.level,
    businessType: input.business_type,
    province: input.province,
    city: input.city,
    defaultValidityMonths: input.default_validity_months,
    description: input.description,
  };
}

export async function createTemplate(db: Db, input: TemplateValuesInput): Promise<AdminTemplate> {
  const row = await repo.insertTemplate(db, {
    ...columns(input),
    renewalRule: renewalRuleFor(input.default_validity_months),
    editedByAdmin: true,
  });
  return toAdminTemplate(row);
}

/** Marks the row edited by an admin, so the catalogue seeding never overwrites the change. */
export async function updateTemplate(db: Db, id: string, input: TemplateValuesInput): Promise<AdminTemplate> {
  const existing = await findById(db, id);
  if (!existing) throw notFound(TEMPLATE_NOT_FOUND);
  const row = await repo.updateTemplate(db, id, {
    ...columns(input),
    renewalRule: renewalRuleFor(input.default_validity_months, existing),
    editedByAdmin: true,
  });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toAdminTemplate(row);
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteTemplate(db, id))) throw notFound(TEMPLATE_NOT_FOUND);
}
