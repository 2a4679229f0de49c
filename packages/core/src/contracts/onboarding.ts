import { z } from 'zod';
import { ACTIVITY_QUESTION_KEYS } from '../domain/activity-questions';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { ActivityAnswersBody, Business, BusinessCreate } from './businesses';
import {
  businessTypeField,
  CONTROL_CHARACTERS_MESSAGE,
  expiryNotBeforeIssue,
  hasControlCharacters,
  idField,
  optionalPlainDateField,
  optionalText,
  provinceField,
  requiredText,
  strictBody,
  typeMessage,
} from './fields';
import { License } from './licenses';
import { activityKeyField, LicenseTemplate } from './templates';
import { ProfileUpdate } from './users';

/**
 * PUT /onboarding/profile (PRODUCT §7): the profile update, refusing control characters (a NUL
 * cannot be stored) so a bad string is a 400 naming its field.
 */
export const OnboardingProfileUpdate = ProfileUpdate.superRefine((body, ctx) => {
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && hasControlCharacters(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: CONTROL_CHARACTERS_MESSAGE });
    }
  }
});

export const ValidateLocationRequest = strictBody({
  city: requiredText(120),
  province: provinceField,
  postal_code: z
    .string({ error: typeMessage('text') })
    .trim()
    .max(20, { message: 'must be at most 20 characters' })
    .nullish(),
});

export const ValidateLocationResponse = z
  .object({
    valid: z.boolean(),
    city: z.string(),
    province: z.string(),
    time_zone: z.string(),
    known_city: z.boolean(),
    postal_code: z.string().nullable(),
    warning: z.string().nullable(),
  })
  .meta({ id: 'LocationValidation' });

/** `answers={"sells_alcohol":true,…}`: JSON in the query string; a key left out is unanswered. */
const activityAnswersField = z
  .string()
  .max(2000, { message: 'must be at most 2000 characters' })
  .optional()
  .transform((text, ctx) => {
    if (!text) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"sells_alcohol":true}' });
      return z.NEVER;
    }
    const result = ActivityAnswersBody.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'must be a JSON object' });
      return z.NEVER;
    }
    return result.data;
  })
  .meta({
    description: `JSON object of activity answers, e.g. {"sells_alcohol":true,"home_based":false}. Keys: ${ACTIVITY_QUESTION_KEYS.join(', ')}.`,
  });

export const OnboardingTemplatesQuery = z
  .object({
    /** Optional when `activity` is given: the type follows from it. */
    business_type: businessTypeField.optional(),
    activity: activityKeyField.optional(),
    province: provinceField,
    city: z.string().trim().max(120, { message: 'must be at most 120 characters' }).optional(),
    answers: activityAnswersField,
  })
  .superRefine((query, ctx) => {
    if (!query.business_type && !query.activity) {
      ctx.addIssue({ code: 'custom', path: ['business_type'], message: 'is required (or give an activity)' });
    }
  });

/** A template as onboarding offers it: whether it applies to this business, and what decides it. */
export const OnboardingTemplate = LicenseTemplate.extend({
  applies: z.boolean().nullable().meta({
    description: 'true: it applies; false: the answer rules it out; null: its question is unanswered.',
  }),
  question: z
    .string()
    .nullable()
    .meta({ description: 'The question key that decides it; null: it always applies.' }),
}).meta({ id: 'OnboardingTemplate' });
export type OnboardingTemplate = z.infer<typeof OnboardingTemplate>;

export const ActivityQuestionView = z
  .object({ key: z.string(), text: z.string(), text_fr: z.string() })
  .meta({ id: 'ActivityQuestion' });

export const OnboardingTemplates = z
  .object({
    federal: z.array(OnboardingTemplate),
    provincial: z.array(OnboardingTemplate),
    municipal: z.array(OnboardingTemplate),
    questions: z.array(ActivityQuestionView).meta({
      description:
        'The activity questions that decide a template for this type and place, in English and French.',
    }),
    no_general_licence: z.boolean().meta({
      description: 'The municipality issues no general business licence (it licenses some activities only).',
    }),
    municipal_note: z
      .object({
        kind: z.enum(['no_general_licence', 'unverified']).meta({
          description:
            'no_general_licence: the municipality licenses some activities only; unverified: its rules were not verified (check with it).',
        }),
        text: z.string(),
        text_fr: z.string(),
      })
      .nullable()
      .meta({ description: 'What to know about licensing in this municipality, in English and French.' }),
  })
  .meta({ id: 'OnboardingTemplates' });
export type OnboardingTemplates = z.infer<typeof OnboardingTemplates>;

/**
 * One licence chosen at onboarding step 5 (decision 013): the expiry date printed on it, or the
 * issue date ("I don't know" the expiry: the expiry is then calculated, and estimated when the issue
 * date is more than a term old), or both, or neither for a licence with no expiry. Neither for a
 * licence that expires counts as issued today.
 */
export const OnboardingSelection = strictBody({
  template_id: idField,
  issued_date: optionalPlainDateField,
  expiry_date: optionalPlainDateField,
  license_number: optionalText(100),
}).superRefine(expiryNotBeforeIssue);
export type OnboardingSelection = z.input<typeof OnboardingSelection>;

/** POST /onboarding/complete (PRODUCT §7): the business is the same body as POST /businesses/. */
export const OnboardingComplete = strictBody({
  business: BusinessCreate,
  licenses: z
    .array(OnboardingSelection, { error: typeMessage('a list of licenses') })
    .min(1, { message: 'Please select at least one license' })
    .max(200, { message: 'must list at most 200 licenses' }),
  notification_channels: z
    .array(z.enum(NOTIFICATION_CHANNELS, { message: `must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }), {
      error: typeMessage('a list of channels'),
    })
    .max(2, { message: 'must list at most 2 channels' })
    .default(['email'])
    .transform((c) => [...new Set(c)]),
});
export type OnboardingComplete = z.input<typeof OnboardingComplete>;

export const OnboardingCompleteResponse = z
  .object({ business: Business, licenses: z.array(License) })
  .meta({ id: 'OnboardingResult' });
