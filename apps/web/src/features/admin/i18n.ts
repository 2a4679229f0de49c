// The admin namespace arrives with the code that uses it (the /app/admin chunk).
import { registerNamespace } from '../../lib/i18n';
import { admin } from '../../lib/i18n/en/admin';

registerNamespace('admin', admin);
