/**
 * The languages the product speaks (issue 15): Canadian English and Canadian French. A person's
 * choice is stored in their profile; before they choose, the browser's or the request's language
 * decides (`fr*` → French, anything else → English).
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** `fr`, `fr-CA`, `FR_ca` → French; anything else (or nothing) → English. */
export function languageOfTag(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * The preferred supported language of an HTTP `Accept-Language` header (RFC 9110 §12.5.4): the
 * highest-weighted range that is English or French (`*` counts as English); English when none is.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | null = null;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    const language: Language | null =
      tag === '*' || tag === 'en' || tag.startsWith('en-')
        ? 'en'
        : tag === 'fr' || tag.startsWith('fr-')
          ? 'fr'
          : null;
    if (language && (best === null || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
