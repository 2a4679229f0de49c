import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';
import { Business } from './businesses';
import { idField } from './fields';
import { License } from './licenses';

/**
 * GET /api/dashboard/summary/ (decision 025): what the dashboard shows, counted by the database,
 * so the dashboard never downloads every licence. Its lists are bounded by these constants.
 */
export const DASHBOARD_EXPIRY_LIST_SIZE = 10;
export const DASHBOARD_LEVEL_TOP_SIZE = 5;
export const DASHBOARD_BUSINESS_LIMIT = 24;

/** `?workspace_id=`: one of the caller's workspaces (404 for any other); without it, all of them. */
export const DashboardQuery = z.object({ workspace_id: idField.optional() });
export type DashboardQuery = z.input<typeof DashboardQuery>;

const count = z.number().int().min(0);

/** Licences by status (the labels of `statusLabel`), and all of them. */
export const StatusCounts = z
  .object({ total: count, expired: count, expiring_soon: count, active: count, no_expiry: count })
  .meta({ id: 'StatusCounts' });
export type StatusCounts = z.infer<typeof StatusCounts>;

export const DashboardBusiness = Business.extend({ counts: StatusCounts }).meta({ id: 'DashboardBusiness' });
export type DashboardBusiness = z.infer<typeof DashboardBusiness>;

export const DashboardLevel = z
  .object({
    level: z.enum(LICENSE_LEVELS),
    counts: StatusCounts,
    top: z.array(License).meta({ description: 'The soonest to expire first; no expiry last.' }),
  })
  .meta({ id: 'DashboardLevel' });
export type DashboardLevel = z.infer<typeof DashboardLevel>;

export const DashboardSummary = z
  .object({
    workspace_id: z.string().nullable().meta({ description: 'The workspace asked for; null: all of them.' }),
    counts: StatusCounts,
    business_count: count,
    businesses: z.array(DashboardBusiness).meta({
      description: `Up to ${DASHBOARD_BUSINESS_LIMIT}: those with expired, then expiring licences first, then by name.`,
    }),
    expiring_soon: z.array(License).meta({ description: 'The soonest to expire first.' }),
    expired: z.array(License).meta({ description: 'The most recently expired first.' }),
    levels: z.array(DashboardLevel),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof DashboardSummary>;
