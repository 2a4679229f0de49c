import { z } from 'zod';
import { OnboardingTemplate } from './onboarding';

/**
 * GET /businesses/{id}/suggestions/ (PRODUCT §2, a page per business): the catalogue's licences for
 * the business's activity, place and answers that it does not hold yet, chosen by the same rules as
 * onboarding step 4 (`templatesForBusiness`, decision 041). A template its answers rule out is left
 * out; one waiting on an answer comes with `applies: null` and its `question`.
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
