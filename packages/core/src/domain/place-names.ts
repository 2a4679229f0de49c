// Place-name matching shared by time zones, template choice and city search.
// Accents, case and punctuation are ignored: "Montreal" = "Montréal", "ST. JOHN'S" = "St John's".

/** Other names people use for a place, keyed and valued by their normalised form. */
const PLACE_NAME_ALIASES: Readonly<Record<string, string>> = {
  'quebec city': 'quebec',
  'ville de quebec': 'quebec',
  'city of quebec': 'quebec',
  dawson: 'dawson city',
  'goose bay': 'happy valley goose bay',
  salliq: 'coral harbour',
};

/**
 * Lower-case, accents stripped, every run of punctuation or spaces turned into one space.
 * "Saint-Jean-sur-Richelieu" → "saint jean sur richelieu"; "St. John's" → "st john s".
 */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key two spellings of one place share: normalised, then resolved through the aliases. */
export function placeKey(name: string): string {
  const normalized = normalizePlaceName(name);
  return PLACE_NAME_ALIASES[normalized] ?? normalized;
}

/** Whether two names denote the same place ("Quebec City" and "Québec" do; "St. John's" and "Saint John" do not). */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const key = placeKey(a);
  return key !== '' && key === placeKey(b);
}
