// The dashboard namespace arrives with the /app/dashboard chunk.
import { registerNamespace } from '../../lib/i18n';
import { dashboard } from '../../lib/i18n/en/dashboard';

registerNamespace('dashboard', dashboard);
