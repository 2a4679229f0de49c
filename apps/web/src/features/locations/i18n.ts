// The locations namespace arrives with the first screen that asks for a place.
import { registerNamespace } from '../../lib/i18n';
import { locations } from '../../lib/i18n/en/locations';
import { locations as locationsFr } from '../../lib/i18n/fr/locations';

registerNamespace('locations', { en: locations, fr: locationsFr });
