import {
  type AdminBusiness,
  type AdminReminder,
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
import { recentDeliveriesPage } from '../../reminders/service';
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

/** Reminder deliveries across every owner, most recently changed first, optionally of one status. */
export async function remindersPage(
  db: Db,
  query: repo.Page & { status?: AdminReminder['status'] },
): Promise<{ items: AdminReminder[]; total: number }> {
  const { items, total } = await recentDeliveriesPage(db, query);
  return {
    total,
    items: items.map((d) => ({
      id: d.id,
      kind: d.kind,
      digest_week: d.digest_week,
      license_id: d.license_id,
      license_name: d.license_name,
      business_name: d.business_name,
      owner_email: d.user_email,
      channel: d.channel as AdminReminder['channel'],
      threshold_days: d.threshold_days,
      expiry_date: d.expiry_date,
      status: d.status as AdminReminder['status'],
      attempts: d.attempts,
      last_error: d.last_error,
      provider_id: d.provider_id,
      due_at: d.due_at,
      sent_at: d.sent_at,
      created_at: d.created_at,
      updated_at: d.updated_at,
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
