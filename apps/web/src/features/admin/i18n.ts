// The admin namespace arrives with the code that uses it (the /app/admin chunk).
import { registerNamespace } from '../../lib/i18n';
import { admin } from '../../lib/i18n/en/admin';
import { admin as adminFr } from '../../lib/i18n/fr/admin';

registerNamespace('admin', { en: admin, fr: adminFr });
