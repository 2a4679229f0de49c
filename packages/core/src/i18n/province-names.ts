import type { Language } from '../domain/language';
import { provinceName } from '../domain/provinces';

/**
 * "in Ontario" in each language: French puts its own preposition before each name (au Québec,
 * en Ontario, à l'Île-du-Prince-Édouard, dans les Territoires du Nord-Ouest), so a sentence about a
 * place takes the whole phrase, never the bare name after a fixed word.
 */
const IN_PROVINCE_FR: Readonly<Record<string, string>> = {
  AB: 'en Alberta',
  BC: 'en Colombie-Britannique',
  MB: 'au Manitoba',
  NB: 'au Nouveau-Brunswick',
  NL: 'à Terre-Neuve-et-Labrador',
  NS: 'en Nouvelle-Écosse',
  ON: 'en Ontario',
  PE: "à l'Île-du-Prince-Édouard",
  QC: 'au Québec',
  SK: 'en Saskatchewan',
  NT: 'dans les Territoires du Nord-Ouest',
  NU: 'au Nunavut',
  YT: 'au Yukon',
};

/** "in British Columbia" / "en Colombie-Britannique"; an unknown code is named as it is. */
export function inProvince(code: string, language: Language): string {
  if (language === 'fr') return IN_PROVINCE_FR[code] ?? `(${code})`;
  return `in ${provinceName(code) ?? code}`;
}
