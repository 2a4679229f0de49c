// The locations namespace arrives with the first screen that asks for a place.
import { registerNamespace } from '../../lib/i18n';
import { locations } from '../../lib/i18n/en/locations';

registerNamespace('locations', locations);
