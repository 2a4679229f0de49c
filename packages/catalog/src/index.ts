export { type Place, searchPlaces } from '@lt/core';
export { canadianPlaces } from './places';
export {
  CONFIDENCE_LEVELS,
  type LicenseTemplate,
  LicenseTemplateSchema,
  type PlaceTuple,
  PlaceTupleSchema,
} from './schema';
export { licenseTemplates } from './templates';
