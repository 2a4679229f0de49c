// The recipients namespace arrives with the recipients section (mounted by the business page).
import { registerNamespace } from '../../lib/i18n';
import { recipients } from '../../lib/i18n/en/recipients';
import { recipients as recipientsFr } from '../../lib/i18n/fr/recipients';

registerNamespace('recipients', { en: recipients, fr: recipientsFr });
