// Municipalities that issue no general business licence (issue 19): onboarding says so instead of
// showing an empty municipal list. From canada-notes.md and the evidence of the additions (A9).
import { samePlace } from '@lt/core';

export interface MunicipalNote {
  province: string;
  city: string;
  /** True: no licence for businesses in general, only for some activities. */
  no_general_licence: boolean;
  text: string;
  text_fr: string;
}

const NB_TEXT = (city: string) => ({
  text: `${city} issues no general business licence; it licenses only some activities, such as peddlers and transient vendors. Provincial and federal registrations still apply.`,
  text_fr: `${city} ne délivre pas de permis d’entreprise général; seules certaines activités, comme le colportage et la vente itinérante, exigent un permis municipal. Les inscriptions provinciales et fédérales s’appliquent quand même.`,
});

export const MUNICIPAL_NOTES: readonly MunicipalNote[] = [
  {
    province: 'NS',
    city: 'Halifax',
    no_general_licence: true,
    text: 'Halifax Regional Municipality issues no general business licence; vending on municipal land is licensed under By-law C-500 and taxis under By-law T-1000.',
    text_fr:
      'La Municipalité régionale d’Halifax ne délivre pas de permis d’entreprise général; la vente sur les terrains municipaux exige un permis en vertu du règlement C-500, et le taxi en vertu du règlement T-1000.',
  },
  {
    province: 'MB',
    city: 'Winnipeg',
    no_general_licence: true,
    text: 'Winnipeg issues no general business licence; only about nine listed activities need its community safety business licence, and home-based businesses need none.',
    text_fr:
      'Winnipeg ne délivre pas de permis d’entreprise général; seules une dizaine d’activités désignées exigent son permis d’entreprise lié à la sécurité communautaire, et les entreprises à domicile n’en ont pas besoin.',
  },
  // research 2026-11, municipal-more.json (Clarington: low confidence, by-law list only)
  {
    province: 'NS',
    city: 'Cape Breton',
    no_general_licence: true,
    text: 'Cape Breton Regional Municipality issues no general business licence; it licenses only listed activities, such as vehicles for hire, vendors and vending machines.',
    text_fr:
      'La Municipalité régionale du Cap-Breton ne délivre pas de permis d’entreprise général; seules certaines activités désignées, comme les véhicules de location avec chauffeur, la vente ambulante et les distributrices, exigent un permis.',
  },
  {
    province: 'ON',
    city: 'Clarington',
    no_general_licence: true,
    text: 'No general business licence was found for the Municipality of Clarington; only some trades are licensed under their own by-laws (for example mobile signs). Check with the Municipality.',
    text_fr:
      'Aucun permis d’entreprise général n’a été trouvé pour la Municipalité de Clarington; seuls certains métiers exigent un permis en vertu de leur propre règlement (par exemple les enseignes mobiles). Vérifiez auprès de la Municipalité.',
  },
  { province: 'NB', city: 'Moncton', no_general_licence: true, ...NB_TEXT('Moncton') },
  { province: 'NB', city: 'Saint John', no_general_licence: true, ...NB_TEXT('Saint John') },
  { province: 'NB', city: 'Fredericton', no_general_licence: true, ...NB_TEXT('Fredericton') },
];

export function municipalNote(province: string, city: string | null | undefined): MunicipalNote | undefined {
  if (!city) return undefined;
  return MUNICIPAL_NOTES.find(
    (note) => note.province === province.toUpperCase() && samePlace(note.city, city),
  );
}
