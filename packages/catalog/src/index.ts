export { type Place, searchPlaces } from '@lt/core';
export { CAPITALS, LARGEST_MUNICIPALITIES, type LargeMunicipality, placeOf } from './largest-municipalities';
export {
  MUNICIPAL_NOTES,
  type MunicipalNote,
  type MunicipalNoteKind,
  municipalNote,
} from './municipal-notes';
export { canadianPlaces } from './places';
export {
  CONFIDENCE_LEVELS,
  type LicenseTemplate,
  LicenseTemplateSchema,
  type PlaceTuple,
  PlaceTupleSchema,
} from './schema';
export { licenseTemplates } from './templates';
