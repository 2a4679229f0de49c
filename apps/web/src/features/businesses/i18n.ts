// The businesses namespace arrives with the first screen that shows a business form.
import { registerNamespace } from '../../lib/i18n';
import { businesses } from '../../lib/i18n/en/businesses';
import { businesses as businessesFr } from '../../lib/i18n/fr/businesses';

registerNamespace('businesses', { en: businesses, fr: businessesFr });
