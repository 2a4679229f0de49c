// The dashboard namespace arrives with the /app/dashboard chunk.
import { registerNamespace } from '../../lib/i18n';
import { dashboard } from '../../lib/i18n/en/dashboard';
import { dashboard as dashboardFr } from '../../lib/i18n/fr/dashboard';

registerNamespace('dashboard', { en: dashboard, fr: dashboardFr });
