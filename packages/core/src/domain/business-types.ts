// PRODUCT §3: seven business types. Stored values may contain underscores ("Food_Service");
// the web shows them with spaces.
export const BUSINESS_TYPES = [
  'Restaurant',
  'Retail',
  'Construction',
  'Healthcare',
  'Manufacturing',
  'Technology',
  'Other',
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];

export function displayBusinessType(stored: string): string {
  return stored.replaceAll('_', ' ');
}
