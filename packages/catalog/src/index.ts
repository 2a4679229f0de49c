export { type Place, searchPlaces } from '@lt/core';
export { MUNICIPAL_NOTES, type MunicipalNote, municipalNote } from './municipal-notes';
export { canadianPlaces } from './places';
export {
  CONFIDENCE_LEVELS,
  type LicenseTemplate,
  LicenseTemplateSchema,
  type PlaceTuple,
  PlaceTupleSchema,
} from './schema';
export { licenseTemplates } from './templates';
