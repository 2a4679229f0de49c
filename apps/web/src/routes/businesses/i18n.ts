// The business page's namespace arrives with the /app/businesses/{id} chunk.
import { registerNamespace } from '../../lib/i18n';
import { businessPage } from '../../lib/i18n/en/businessPage';
import { businessPage as businessPageFr } from '../../lib/i18n/fr/businessPage';

registerNamespace('businessPage', { en: businessPage, fr: businessPageFr });
