// The profile namespace arrives with the /app/profile chunk.
import { registerNamespace } from '../../lib/i18n';
import { profile } from '../../lib/i18n/en/profile';

registerNamespace('profile', profile);
