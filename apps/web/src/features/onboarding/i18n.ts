// The onboarding namespace arrives with the /app/onboarding chunk.
import { registerNamespace } from '../../lib/i18n';
import { onboarding } from '../../lib/i18n/en/onboarding';

registerNamespace('onboarding', onboarding);
