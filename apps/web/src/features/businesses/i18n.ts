// The businesses namespace arrives with the first screen that shows a business form.
import { registerNamespace } from '../../lib/i18n';
import { businesses } from '../../lib/i18n/en/businesses';

registerNamespace('businesses', businesses);
