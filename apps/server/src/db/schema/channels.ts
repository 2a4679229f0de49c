import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/**
 * A workspace's Slack, Teams or webhook channel (decision 026): every reminder of the workspace's
 * licences goes to each enabled one once, as a `reminder_deliveries` row with target_key
 * `channel:<id>` (decision 022). A channel whose deliveries keep failing is disabled.
 */
export const workspaceChannels = pgTable(
  'workspace_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** slack | teams | webhook */
    kind: text('kind').notNull(),
    /** Checked at creation (https, public address) and again before every send. */
    url: text('url').notNull(),
    /**
     * A webhook's signing secret, `whsec_` + base64 (Standard Webhooks); answered once at creation
     * and kept so that each delivery can be signed. Null for Slack and Teams.
     */
    secret: text('secret'),
    enabled: boolean('enabled').notNull().default(true),
    /** Deliveries in a row that ended failed; a sent one sets it back to 0. */
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    /** Why the product turned the channel off (the last error), shown in the list. */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workspace_channels_workspace_idx').on(t.workspaceId, t.createdAt),
    check('workspace_channels_kind', sql`${t.kind} in ('slack', 'teams', 'webhook')`),
    check('workspace_channels_secret', sql`(${t.kind} = 'webhook') = (${t.secret} is not null)`),
  ],
);
