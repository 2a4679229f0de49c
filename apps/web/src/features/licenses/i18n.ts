// The licences namespace arrives with the code that uses it (the /app/licenses chunk).
import { registerNamespace } from '../../lib/i18n';
import { licenses } from '../../lib/i18n/en/licenses';
import { licenses as licensesFr } from '../../lib/i18n/fr/licenses';

registerNamespace('licenses', { en: licenses, fr: licensesFr });
