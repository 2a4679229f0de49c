// What the onboarding says about a municipality's own licensing where its templates do not say it all
// (issues 19 and 28), in English and French:
// - `no_general_licence`: the research shows (or, where it says "was found", suggests) that the
//   municipality issues no general business licence, only licences for some activities. From
//   canada-notes.md, the evidence of the additions (A9) and the research of 2026-11
//   (municipal-more.json; research/municipal-100.json for Sault Ste. Marie, Aurora, Trois-Rivières).
// - `unverified`: one of the 100 largest municipalities (largest-municipalities.ts) whose rules no
//   official source seen states (research/top-100.md). Saying so beats an empty municipal list that
//   reads as "no licence needed".
import { samePlace } from '@lt/core';

export type MunicipalNoteKind = 'no_general_licence' | 'unverified';

export interface MunicipalNote {
  province: string;
  city: string;
  kind: MunicipalNoteKind;
  text: string;
  text_fr: string;
}

const NB_TEXT = (city: string) => ({
  text: `${city} issues no general business licence; it licenses only some activities, such as peddlers and transient vendors. Provincial and federal registrations still apply.`,
  text_fr: `${city} ne délivre pas de permis d’entreprise général; seules certaines activités, comme le colportage et la vente itinérante, exigent un permis municipal. Les inscriptions provinciales et fédérales s’appliquent quand même.`,
});

const NO_GENERAL_LICENCE: readonly Omit<MunicipalNote, 'kind'>[] = [
  {
    province: 'NS',
    city: 'Halifax',
    text: 'Halifax Regional Municipality issues no general business licence; vending on municipal land is licensed under By-law C-500 and taxis under By-law T-1000.',
    text_fr:
      'La Municipalité régionale d’Halifax ne délivre pas de permis d’entreprise général; la vente sur les terrains municipaux exige un permis en vertu du règlement C-500, et le taxi en vertu du règlement T-1000.',
  },
  {
    province: 'MB',
    city: 'Winnipeg',
    text: 'Winnipeg issues no general business licence; only about nine listed activities need its community safety business licence, and home-based businesses need none.',
    text_fr:
      'Winnipeg ne délivre pas de permis d’entreprise général; seules une dizaine d’activités désignées exigent son permis d’entreprise lié à la sécurité communautaire, et les entreprises à domicile n’en ont pas besoin.',
  },
  // research 2026-11, municipal-more.json (Clarington: low confidence, by-law list only)
  {
    province: 'NS',
    city: 'Cape Breton',
    text: 'Cape Breton Regional Municipality issues no general business licence; it licenses only listed activities, such as vehicles for hire, vendors and vending machines.',
    text_fr:
      'La Municipalité régionale du Cap-Breton ne délivre pas de permis d’entreprise général; seules certaines activités désignées, comme les véhicules de location avec chauffeur, la vente ambulante et les distributrices, exigent un permis.',
  },
  {
    province: 'ON',
    city: 'Clarington',
    text: 'No general business licence was found for the Municipality of Clarington; only some trades are licensed under their own by-laws (for example mobile signs). Check with the Municipality.',
    text_fr:
      'Aucun permis d’entreprise général n’a été trouvé pour la Municipalité de Clarington; seuls certains métiers exigent un permis en vertu de leur propre règlement (par exemple les enseignes mobiles). Vérifiez auprès de la Municipalité.',
  },
  { province: 'NB', city: 'Moncton', ...NB_TEXT('Moncton') },
  { province: 'NB', city: 'Saint John', ...NB_TEXT('Saint John') },
  { province: 'NB', city: 'Fredericton', ...NB_TEXT('Fredericton') },
  // research/municipal-100.json (issue 28), low confidence: an absence inferred, said as "was found"
  {
    province: 'ON',
    city: 'Sault Ste. Marie',
    text: 'No general business licence was found for the City of Sault Ste. Marie: its by-laws license only some activities (amusement arcades, pawnbrokers, payday lenders, plumbers, food vendors and peddlers). Check with the City.',
    text_fr:
      'Aucun permis d’entreprise général n’a été trouvé pour la Ville de Sault Ste. Marie : ses règlements n’exigent un permis que pour certaines activités (salles de jeux électroniques, prêteurs sur gages, prêteurs sur salaire, plombiers, vendeurs d’aliments et colporteurs). Vérifiez auprès de la Ville.',
  },
  {
    province: 'ON',
    city: 'Aurora',
    text: 'No general business licence was found for the Town of Aurora: its licensing by-law (5630-14) covers certain types of business only, such as door-to-door sales agents and taxicabs; the full list was not seen. Check with the Town.',
    text_fr:
      'Aucun permis d’entreprise général n’a été trouvé pour la Ville d’Aurora : son règlement sur les permis (5630-14) ne vise que certains types d’entreprises, comme la vente porte-à-porte et les taxis; la liste complète n’a pas été consultée. Vérifiez auprès de la Ville.',
  },
  {
    province: 'QC',
    city: 'Trois-Rivières',
    text: 'No general business licence was found for the Ville de Trois-Rivières: its commercial permits are for works, signs, terraces, tents and sales kiosks. Check with the City (311) whether your business needs a certificate of occupancy.',
    text_fr:
      'Aucun permis d’affaires général n’a été trouvé pour la Ville de Trois-Rivières : ses permis commerciaux visent les travaux, les enseignes, les terrasses, les chapiteaux et les kiosques de vente. Vérifiez auprès de la Ville (311) si votre entreprise a besoin d’un certificat d’occupation.',
  },
];

/**
 * Top-100 municipalities whose rules were not verified (research/top-100.md: what was searched and
 * seen). [province, place, "in …", « à … »]: the last two where the plain name reads badly.
 */
const UNVERIFIED: readonly (readonly [string, string, string?, string?])[] = [
  ['ON', 'Richmond Hill'],
  ['QC', 'Sherbrooke'],
  ['QC', 'Lévis'],
  ['QC', 'Saguenay'],
  ['ON', 'Whitby'],
  ['BC', 'Township of Langley', 'the Township of Langley', 'dans le canton de Langley'],
  ['ON', 'Ajax'],
  ['QC', 'Terrebonne'],
  ['ON', 'Thunder Bay'],
  ['BC', 'Delta'],
  ['AB', 'Red Deer'],
  ['AB', 'Strathcona County', 'Strathcona County', 'dans le comté de Strathcona'],
  // Most of the county lives in Sherwood Park, a hamlet the places data knows.
  ['AB', 'Sherwood Park', 'Strathcona County (Sherwood Park)', 'dans le comté de Strathcona (Sherwood Park)'],
  ['QC', 'Saint-Jean-sur-Richelieu'],
  ['BC', 'Chilliwack'],
  ['QC', 'Brossard'],
  ['BC', 'Maple Ridge'],
  ['QC', 'Repentigny'],
  ['QC', 'Saint-Jérôme'],
  ['QC', 'Drummondville'],
  ['ON', 'Kawartha Lakes'],
  [
    'AB',
    'Wood Buffalo',
    'the Regional Municipality of Wood Buffalo',
    'dans la municipalité régionale de Wood Buffalo',
  ],
  // Fort McMurray is the urban service area of Wood Buffalo.
  [
    'AB',
    'Fort McMurray',
    'the Regional Municipality of Wood Buffalo (Fort McMurray)',
    'dans la municipalité régionale de Wood Buffalo (Fort McMurray)',
  ],
  ['QC', 'Granby'],
  ['ON', 'Halton Hills'],
  ['QC', 'Mirabel'],
  ['QC', 'Blainville'],
  ['QC', 'Saint-Hyacinthe'],
  ['ON', 'Welland'],
  ['QC', 'Shawinigan'],
  ['ON', 'Belleville'],
];

/**
 * What an official page of an unverified municipality does say, too little for a template (no term,
 * a list cut off): research/municipal-100-evidence.md, "Research pass 2".
 */
const SEEN: Readonly<Record<string, readonly [string, string]>> = {
  'Thunder Bay': [
    'The City’s licensing page lists licences for, among others, eating establishments and food shops, hairstylists, kennels, lodging houses and master plumbers.',
    'La page des permis de la Ville énumère notamment des permis pour les établissements de restauration et les commerces d’alimentation, les coiffeurs, les chenils, les maisons de chambres et les maîtres plombiers.',
  ],
  'Maple Ridge': [
    'The City issues and renews business licences (Licences, Permits & Bylaws department).',
    'La Ville délivre et renouvelle des permis d’entreprise (service Licences, Permits & Bylaws).',
  ],
};

const unverifiedNote = (province: string, city: string, inEn = city, inFr = `à ${city}`): MunicipalNote => {
  const [seen, seenFr] = SEEN[city] ?? ['', ''];
  return {
    province,
    city,
    kind: 'unverified',
    text: `We have not verified the business licence rules in ${inEn} yet. ${seen ? `${seen} ` : ''}Check with the municipality before you rely on this list: it may require a business licence.`,
    text_fr: `Nous n’avons pas encore vérifié les règles sur les permis d’entreprise ${inFr}. ${seenFr ? `${seenFr} ` : ''}Vérifiez auprès de la municipalité avant de vous fier à cette liste : elle pourrait exiger un permis d’entreprise.`,
  };
};

export const MUNICIPAL_NOTES: readonly MunicipalNote[] = [
  ...NO_GENERAL_LICENCE.map((note): MunicipalNote => ({ ...note, kind: 'no_general_licence' })),
  ...UNVERIFIED.map(([province, city, inEn, inFr]) => unverifiedNote(province, city, inEn, inFr)),
];

export function municipalNote(province: string, city: string | null | undefined): MunicipalNote | undefined {
  if (!city) return undefined;
  return MUNICIPAL_NOTES.find(
    (note) => note.province === province.toUpperCase() && samePlace(note.city, city),
  );
}
