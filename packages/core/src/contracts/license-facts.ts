import { z } from 'zod';
import { CONFIDENCE_LEVELS, DayOfFactsFields } from './templates';

/**
 * GET /api/licenses/{id}/facts/ (decision 044): what an owner needs on the day, from the template the
 * user chose. A licence typed by hand has no template and so no facts here (its facts are its own,
 * decision 042): every field is null. Kept off the licence list so the list stays as measured
 * (decisions 036–039); the screens load it when a person opens a licence's facts.
 */
export const LicenseFacts = z
  .object({
    license_id: z.string(),
    template_id: z
      .string()
      .nullable()
      .meta({ description: 'The chosen template; null: a licence typed by hand, every fact below null.' }),
    ...DayOfFactsFields,
    source_url: z.string().nullable().meta({ description: "The template's source." }),
    source_checked_on: z
      .string()
      .nullable()
      .meta({ description: 'When the source was last read (YYYY-MM-DD); null: never checked.' }),
    confidence: z.enum(CONFIDENCE_LEVELS).nullable(),
    source_official: z.boolean().nullable().meta({
      description:
        'True: a government or regulator; false: a third party (then low confidence); null: not known.',
    }),
  })
  .meta({ id: 'LicenseFacts' });
export type LicenseFacts = z.infer<typeof LicenseFacts>;

/** Whether a template states any fact of the day (a licence without a template states none). */
export function hasDayOfFacts(
  facts: Pick<LicenseFacts, 'fee' | 'late_penalty' | 'how_to_renew' | 'renewal_url'>,
): boolean {
  return Boolean(facts.fee || facts.late_penalty || facts.how_to_renew || facts.renewal_url);
}
