import { z } from 'zod';
import { activityByKey } from '../domain/activities';
import { ACTIVITY_QUESTION_KEYS } from '../domain/activity-questions';
import {
  businessTypeField,
  idField,
  optionalText,
  postalCodeField,
  provinceField,
  requiredText,
  strictBody,
} from './fields';
import { activityKeyField } from './templates';
import { roleField } from './workspaces';

/** The yes/no answers a business gave ("has_employees": true); a key left out is unanswered. */
export const ActivityAnswersBody = z
  .record(z.string(), z.unknown(), { error: 'must be a JSON object such as {"has_employees":true}' })
  .superRefine((answers, ctx) => {
    for (const [key, value] of Object.entries(answers)) {
      if (!(ACTIVITY_QUESTION_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${key}" is not a question; use one of ${ACTIVITY_QUESTION_KEYS.join(', ')}`,
        });
      } else if (typeof value !== 'boolean') {
        ctx.addIssue({ code: 'custom', message: `"${key}" must be true or false` });
      }
    }
  })
  .transform((answers) => answers as Record<string, boolean>)
  .meta({
    description: `Yes/no answers by question key, e.g. {"has_employees":true}. Keys: ${ACTIVITY_QUESTION_KEYS.join(', ')}.`,
  });

/**
 * The business type of a body: its activity's (issue 27: the type follows from the activity), else
 * the one given. Returns an error message for the field when they disagree or both are missing.
 */
export function businessTypeOf(body: {
  business_type?: string | null;
  activity?: string | null;
}): { type: string } | { field: 'business_type'; message: string } {
  const activity = activityByKey(body.activity);
  if (activity) {
    if (body.business_type && body.business_type !== activity.business_type) {
      return {
        field: 'business_type',
        message: `must be ${activity.business_type} for the activity ${activity.key} (or left out)`,
      };
    }
    return { type: activity.business_type };
  }
  if (!body.business_type) return { field: 'business_type', message: 'is required (or give an activity)' };
  return { type: body.business_type };
}

export const Business = z
  .object({
    id: z.string(),
    business_name: z.string(),
    business_type: z.string(),
    activity: z.string().nullable().meta({
      description: 'What the business does (a key of GET /api/activities); null: not said yet.',
    }),
    answers: z.record(z.string(), z.boolean()).meta({
      description: 'Its yes/no answers to the activity questions, by key.',
    }),
    address: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string().nullable(),
    time_zone: z.string().meta({ description: 'IANA zone in which the business counts its days' }),
    created_at: z.string(),
    workspace_id: z.string(),
    role: roleField.meta({ description: "The caller's role in the business's workspace." }),
  })
  .meta({ id: 'Business' });
export type Business = z.infer<typeof Business>;

const businessFields = {
  business_name: requiredText(200),
  /** Optional when `activity` is given: the type follows from it. */
  business_type: businessTypeField.optional(),
  activity: activityKeyField.nullish().meta({
    description: 'What the business does (GET /api/activities); sets business_type.',
  }),
  answers: ActivityAnswersBody.optional(),
  address: optionalText(300),
  city: requiredText(120),
  province: provinceField,
  postal_code: postalCodeField,
};

/** POST: in the caller's personal workspace unless `workspace_id` names another they edit in. */
export const BusinessCreate = strictBody({ ...businessFields, workspace_id: idField.optional() });
export type BusinessCreate = z.input<typeof BusinessCreate>;

/** PUT changes only the fields it names (a business does not move between workspaces). */
export const BusinessUpdate = strictBody(businessFields).partial();
export type BusinessUpdate = z.input<typeof BusinessUpdate>;
