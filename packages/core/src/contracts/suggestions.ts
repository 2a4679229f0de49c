import { z } from 'zod';
import { OnboardingTemplate } from './onboarding';

/**
 * GET /businesses/{id}/suggestions/ (PRODUCT §2, a page per business): the catalogue's licences for
 * the business's type and place that it does not hold yet, chosen by the same rule as onboarding
 * step 4 (`templatesByLevel`). A template ruled out by the business type's answers is left out; one
 * whose activity question is unanswered comes with `applies: null` and its `question`.
 */
export const BusinessSuggestions = z
  .object({
    business_id: z.string(),
    federal: z.array(OnboardingTemplate),
    provincial: z.array(OnboardingTemplate),
    municipal: z.array(OnboardingTemplate),
  })
  .meta({ id: 'BusinessSuggestions' });
export type BusinessSuggestions = z.infer<typeof BusinessSuggestions>;
