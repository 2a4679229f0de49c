import { canadianPlaces } from '@lt/catalog';
import {
  type AdminBusiness,
  type AdminReminder,
  type AdminStats,
  type AdminTemplate,
  type AdminTemplateQuery,
  type AdminUser,
  type AdminWorkspace,
  type RenewalRule,
  RenewalRuleSchema,
  samePlace,
  type TemplateUsage,
  type TemplateValuesInput,
  termRule,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { recentDeliveriesPage } from '../../reminders/service';
import { dayFactsOf, findById, type TemplateRow, toTemplate } from '../templates/service';
import * as repo from './repository';
import * as templatesRepo from './templates-repository';

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

export async function workspacesPage(
  db: Db,
  page: repo.Page,
): Promise<{ items: AdminWorkspace[]; total: number }> {
  const { rows, total } = await repo.workspacesPage(db, page);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      personal: r.personal,
      created_by_email: r.createdByEmail,
      member_count: r.memberCount,
      business_count: r.businessCount,
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
    source_kind: row.sourceKind === 'official' || row.sourceKind === 'third-party' ? row.sourceKind : null,
    ...dayFactsOf(row),
    edited_by_admin: row.editedByAdmin,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /admin/license-templates: one page, searched, filtered and sorted on the server (issue 19). */
export async function templatesPage(
  db: Db,
  query: z.output<typeof AdminTemplateQuery>,
): Promise<{ items: AdminTemplate[]; total: number }> {
  const page = await templatesRepo.templatesPage(db, query);
  return { items: page.rows.map(toAdminTemplate), total: page.total };
}

/** The licences that use a template, shown before it is deleted; at most `limit` of them listed. */
export async function templateUsage(db: Db, id: string, limit = 50): Promise<TemplateUsage> {
  if (!(await findById(db, id))) throw notFound(TEMPLATE_NOT_FOUND);
  return templatesRepo.templateUsage(db, id, limit);
}

/**
 * The rule and validity a template is stored with (decision 013). A rule given by the form wins.
 * Otherwise a template with no expiry stays one (its validity months mean nothing and keep what is
 * stored), a fixed-date template keeps its date while its validity is left alone, and anything else
 * renews every `default_validity_months` months. A term's months are the validity shown.
 */
export function templateRenewal(
  input: Pick<TemplateValuesInput, 'default_validity_months' | 'renewal_rule'>,
  existing?: TemplateRow,
): { renewalRule: RenewalRule; defaultValidityMonths: number } {
  const stored = existing ? RenewalRuleSchema.safeParse(existing.renewalRule) : undefined;
  const storedRule = stored?.success ? stored.data : undefined;
  const months = input.default_validity_months;
  const rule =
    input.renewal_rule ??
    (storedRule?.kind === 'none' ||
    (storedRule?.kind === 'fixed_date' && months === existing?.defaultValidityMonths)
      ? storedRule
      : termRule(months));
  const defaultValidityMonths =
    rule.kind === 'term'
      ? rule.months
      : rule.kind === 'none' && existing
        ? existing.defaultValidityMonths
        : months;
  return { renewalRule: rule, defaultValidityMonths };
}

/**
 * A municipal template's city is a place of its province, spelt as the places list spells it
 * ("montreal" → "Montréal"); "Atlantis, QC" is refused naming the field (issue 19).
 */
export function placeOfTemplate(input: TemplateValuesInput): string | null {
  if (input.level !== 'municipal' || !input.city) return input.city;
  const place = canadianPlaces().find((p) => p.province === input.province && samePlace(p.name, input.city));
  if (!place) throw badRequest(`city: ${input.city} is not a place in ${input.province} we know`);
  return place.name;
}

function columns(input: TemplateValuesInput) {
  return {
    name: input.name,
    level: input.level,
    nameFr: input.name_fr,
    businessTypes: input.business_types,
    province: input.province,
    city: placeOfTemplate(input),
    description: input.description,
    descriptionFr: input.description_fr,
    issuingAuthority: input.issuing_authority,
    issuingAuthorityFr: input.issuing_authority_fr,
    sourceUrl: input.source_url,
    activities: input.activities,
    conditions: input.conditions,
    confidence: input.confidence,
    sourceCheckedOn: input.source_checked_on,
    sourceKind: input.source_kind,
    fee: input.fee,
    feeFr: input.fee_fr,
    latePenalty: input.late_penalty,
    latePenaltyFr: input.late_penalty_fr,
    howToRenew: input.how_to_renew,
    howToRenewFr: input.how_to_renew_fr,
    renewalUrl: input.renewal_url,
  };
}

export async function createTemplate(db: Db, input: TemplateValuesInput): Promise<AdminTemplate> {
  const row = await repo.insertTemplate(db, {
    ...columns(input),
    ...templateRenewal(input),
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
    ...templateRenewal(input, existing),
    editedByAdmin: true,
  });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toAdminTemplate(row);
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteTemplate(db, id))) throw notFound(TEMPLATE_NOT_FOUND);
}
