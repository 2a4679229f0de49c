import { z } from 'zod';
import { idField, requiredText, strictBody } from './fields';

/**
 * A workspace's notification channels (issue 18, item 5; decision 026): Slack incoming webhooks,
 * Microsoft Teams Workflows webhooks and generic webhooks signed by the Standard Webhooks convention.
 */
export const CHANNEL_KINDS = ['slack', 'teams', 'webhook'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Channels per workspace: a team has a few rooms, not dozens; the list needs no pages. */
export const MAX_CHANNELS_PER_WORKSPACE = 10;
/** Deliveries in a row that end failed before the product turns a channel off. */
export const CHANNEL_FAILURES_BEFORE_DISABLE = 5;

export const channelKindField = z.enum(CHANNEL_KINDS, {
  message: `must be one of ${CHANNEL_KINDS.join(', ')}`,
});

export const ChannelCreate = strictBody({
  kind: channelKindField,
  url: requiredText(2000),
});
export type ChannelCreate = z.input<typeof ChannelCreate>;

export const WorkspaceChannel = z
  .object({
    id: z.string(),
    kind: channelKindField,
    url_hint: z.string().meta({
      description:
        'The host and the last characters of the URL: a Slack or Teams URL is itself a credential, so it is never answered whole.',
    }),
    enabled: z.boolean(),
    consecutive_failures: z.number().int(),
    disabled_reason: z.string().nullable().meta({ description: 'Why the product turned it off.' }),
    created_at: z.string(),
  })
  .meta({ id: 'WorkspaceChannel' });
export type WorkspaceChannel = z.infer<typeof WorkspaceChannel>;

export const WorkspaceChannelCreated = WorkspaceChannel.extend({
  secret: z.string().nullable().meta({
    description:
      'A webhook\'s signing secret ("whsec_" + base64), answered this once; null for Slack and Teams.',
  }),
}).meta({ id: 'WorkspaceChannelCreated' });
export type WorkspaceChannelCreated = z.infer<typeof WorkspaceChannelCreated>;

export const ChannelTestResult = z
  .object({
    ok: z.boolean(),
    /** The receiver's HTTP status, when it answered. */
    status: z.number().int().nullable(),
    /** What went wrong, as the receiver or the network said it (null when ok). */
    error: z.string().nullable(),
  })
  .meta({ id: 'ChannelTestResult' });
export type ChannelTestResult = z.infer<typeof ChannelTestResult>;

export const channelParams = z.object({ id: idField, channel_id: idField });
