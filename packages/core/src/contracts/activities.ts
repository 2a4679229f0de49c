import { z } from 'zod';

/** GET /activities (issue 27): what a business does, in both languages, with its NAICS codes. */
export const ActivitySearchQuery = z.object({
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional().meta({
    description: 'Words to match in either language ("garderie", "hair"); empty lists every activity.',
  }),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(100, { message: 'must be at most 100' })
    .default(20),
});

export const ActivityView = z
  .object({
    key: z.string(),
    name: z.string(),
    name_fr: z.string(),
    naics: z.array(z.string()).meta({ description: 'NAICS Canada codes.' }),
    business_type: z.string().meta({ description: 'The business type it belongs to.' }),
  })
  .meta({ id: 'Activity' });
export type ActivityView = z.infer<typeof ActivityView>;
