// The profile namespace arrives with the /app/profile chunk.
import { registerNamespace } from '../../lib/i18n';
import { profile } from '../../lib/i18n/en/profile';
import { profile as profileFr } from '../../lib/i18n/fr/profile';

registerNamespace('profile', { en: profile, fr: profileFr });
