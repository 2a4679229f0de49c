// IANA time zone of a business: a default per province, overridden by city where a province spans
// zones (canada-notes.md §2; zone names checked against tzdata 2025b zone.tab). "Today" for
// expiry status and reminders is computed in this zone.
import { placeKey } from './place-names';
import { isProvinceCode, type ProvinceCode } from './provinces';

/** Every Canadian zone of zone.tab. Deprecated links (America/Montreal, …) are never emitted. */
export const CANADIAN_TIME_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Blanc-Sablon',
  'America/Toronto',
  'America/Iqaluit',
  'America/Atikokan',
  'America/Winnipeg',
  'America/Resolute',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Inuvik',
  'America/Creston',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Whitehorse',
  'America/Dawson',
  'America/Vancouver',
] as const;
export type CanadianTimeZone = (typeof CANADIAN_TIME_ZONES)[number];

export const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, CanadianTimeZone>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
  YT: 'America/Whitehorse',
};

/** Places whose zone differs from their province's default, as "; "-separated names. */
const CITY_TIME_ZONES: Partial<Record<ProvinceCode, Partial<Record<CanadianTimeZone, string>>>> = {
  ON: {
    // Western Ontario (west of about 90°W) keeps Central time; Atikokan keeps EST all year.
    'America/Winnipeg':
      'Kenora; Dryden; Rainy River; Fort Frances; Sioux Lookout; Red Lake; Ear Falls; Emo; Ignace; Keewatin',
    'America/Atikokan': 'Atikokan',
  },
  BC: {
    'America/Edmonton':
      'Cranbrook; Kimberley; Fernie; Sparwood; Elkford; Golden; Invermere; Radium Hot Springs',
    'America/Creston': 'Creston',
    'America/Dawson_Creek':
      "Dawson Creek; Fort St. John; Chetwynd; Taylor; Hudson's Hope; Tumbler Ridge; Pouce Coupe",
    'America/Fort_Nelson': 'Fort Nelson',
  },
  SK: { 'America/Edmonton': 'Lloydminster', 'America/Swift_Current': 'Swift Current' },
  NL: {
    'America/Goose_Bay':
      'Labrador City; Wabush; Happy Valley-Goose Bay; Churchill Falls; North West River; Sheshatshiu; Nain; ' +
      'Hopedale; Makkovik; Postville; Rigolet; Natuashish',
  },
  NS: {
    // Cape Breton: a zone of its own in zone.tab (same clock as Halifax since 1972).
    'America/Glace_Bay':
      'Glace Bay; Sydney; Sydney Mines; North Sydney; New Waterford; Dominion; Louisbourg; Port Hawkesbury; ' +
      'Baddeck; Inverness',
  },
  QC: {
    'America/Blanc-Sablon': 'Blanc-Sablon; Lourdes-de-Blanc-Sablon; Bonne-Espérance',
    // Îles-de-la-Madeleine keep Atlantic time; tzdata gives them no zone of their own (unverified here).
    'America/Halifax': 'Îles-de-la-Madeleine; Cap-aux-Meules',
  },
  NU: {
    'America/Cambridge_Bay': 'Cambridge Bay; Kugluktuk; Gjoa Haven',
    'America/Rankin_Inlet': 'Rankin Inlet; Arviat; Baker Lake; Chesterfield Inlet; Whale Cove; Naujaat',
    'America/Resolute': 'Resolute',
    // Southampton Island keeps EST all year (zone.tab: "NU (Coral H)" under America/Atikokan).
    'America/Atikokan': 'Coral Harbour',
  },
  NT: {
    'America/Inuvik':
      'Inuvik; Aklavik; Tuktoyaktuk; Fort McPherson; Tsiigehtchic; Paulatuk; Ulukhaktok; Sachs Harbour',
  },
  YT: { 'America/Dawson': 'Dawson City' },
};

/** The places listed above, one row each. */
export function timeZoneOverrides(): { province: ProvinceCode; city: string; zone: CanadianTimeZone }[] {
  return Object.entries(CITY_TIME_ZONES).flatMap(([province, zones]) =>
    Object.entries(zones ?? {}).flatMap(([zone, cities]) =>
      (cities ?? '').split('; ').map((city) => ({
        province: province as ProvinceCode,
        city,
        zone: zone as CanadianTimeZone,
      })),
    ),
  );
}

const CITY_INDEX: ReadonlyMap<string, CanadianTimeZone> = new Map(
  timeZoneOverrides().map(({ province, city, zone }) => [`${province}|${placeKey(city)}`, zone]),
);

/**
 * The IANA zone of a business in `province` (code, any case) and optionally `city` (accents,
 * case and punctuation ignored). Throws a RangeError for an unknown province code.
 */
export function timeZoneFor(province: string, city?: string | null): CanadianTimeZone {
  const code = province.trim().toUpperCase();
  if (!isProvinceCode(code))
    throw new RangeError(`Unknown province or territory code: ${JSON.stringify(province)}`);
  const override = city ? CITY_INDEX.get(`${code}|${placeKey(city)}`) : undefined;
  return override ?? PROVINCE_TIME_ZONES[code];
}

/** Deprecated names still accepted as input (tzdata "backward" links), with their current zone. */
const DEPRECATED_TIME_ZONES: Readonly<Record<string, CanadianTimeZone | 'America/Panama'>> = {
  'America/Montreal': 'America/Toronto',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Nipigon': 'America/Toronto',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Yellowknife': 'America/Edmonton',
  'America/Coral_Harbour': 'America/Panama',
  'Canada/Eastern': 'America/Toronto',
  'Canada/Central': 'America/Winnipeg',
  'Canada/Mountain': 'America/Edmonton',
  'Canada/Pacific': 'America/Vancouver',
  'Canada/Atlantic': 'America/Halifax',
  'Canada/Newfoundland': 'America/St_Johns',
  'Canada/Saskatchewan': 'America/Regina',
  'Canada/Yukon': 'America/Whitehorse',
};

/** Replaces a deprecated Canadian zone name by the zone it now links to; other names pass through. */
export function canonicalTimeZone(zone: string): string {
  return DEPRECATED_TIME_ZONES[zone] ?? zone;
}
