// The onboarding namespace arrives with the /app/onboarding chunk.
import { registerNamespace } from '../../lib/i18n';
import { onboarding } from '../../lib/i18n/en/onboarding';
import { onboarding as onboardingFr } from '../../lib/i18n/fr/onboarding';

registerNamespace('onboarding', { en: onboarding, fr: onboardingFr });
