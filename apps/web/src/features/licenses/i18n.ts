// The licences namespace arrives with the code that uses it (the /app/licenses chunk).
import { registerNamespace } from '../../lib/i18n';
import { licenses } from '../../lib/i18n/en/licenses';

registerNamespace('licenses', licenses);
