// License templates seeded from license-facts.json (see README.md for sources).
import data from '../data/license-templates.json' with { type: 'json' };
import { type LicenseTemplate, LicenseTemplateSchema } from './schema';

let cache: readonly LicenseTemplate[] | undefined;

/** Every template of the catalog, validated on first use (throws if the data file is malformed). */
export function licenseTemplates(): readonly LicenseTemplate[] {
  cache ??= Object.freeze(LicenseTemplateSchema.array().parse(data));
  return cache;
}
