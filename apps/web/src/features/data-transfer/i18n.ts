// The data namespace arrives with the code that uses it (licences and profile chunks).
import { registerNamespace } from '../../lib/i18n';
import { data } from '../../lib/i18n/en/data';
import { data as dataFr } from '../../lib/i18n/fr/data';

registerNamespace('data', { en: data, fr: dataFr });
