// The 100 largest municipalities of Canada and the capitals (issue 28): the onboarding must answer
// each with municipal templates or a note (src/municipal-notes.ts), never with silence.
//
// Census subdivisions by 2021 population: Statistics Canada, Census of Population 2021, Table
// 98-10-0002-01 "Population and dwelling counts: Canada and census subdivisions (municipalities)"
// (https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=9810000201). The table itself could not be
// read (no live web); the list was assembled from stored copies of it (research/top-100.md). Its
// membership is solid down to about rank 95; ranks 96–100 (City of North Vancouver, Saint-Hyacinthe,
// Welland, Shawinigan, Belleville) and a few figures may be off by a little: check them against the
// table before quoting a rank.
import type { ProvinceCode } from '@lt/core';

export interface LargeMunicipality {
  rank: number;
  /** The census subdivision's name, as StatCan spells it. */
  name: string;
  /** StatCan's census subdivision type (C, CY, V, T, DM, MU, RGM, SM, CV). */
  type: string;
  province: ProvinceCode;
  population: number;
  /**
   * The place in data/cities-ca.json whose templates or note cover it, where it differs from
   * `name`: the catalogue keeps "North Vancouver" for the District and "Chatham" for Chatham-Kent.
   */
  place?: string;
}

export const LARGEST_MUNICIPALITIES: readonly LargeMunicipality[] = [
  { rank: 1, name: 'Toronto', type: 'C', province: 'ON', population: 2_794_356 },
  { rank: 2, name: 'Montréal', type: 'V', province: 'QC', population: 1_762_949 },
  { rank: 3, name: 'Calgary', type: 'CY', province: 'AB', population: 1_306_784 },
  { rank: 4, name: 'Ottawa', type: 'CV', province: 'ON', population: 1_017_449 },
  { rank: 5, name: 'Edmonton', type: 'CY', province: 'AB', population: 1_010_899 },
  { rank: 6, name: 'Winnipeg', type: 'CY', province: 'MB', population: 749_607 },
  { rank: 7, name: 'Mississauga', type: 'CY', province: 'ON', population: 717_961 },
  { rank: 8, name: 'Vancouver', type: 'CY', province: 'BC', population: 662_248 },
  { rank: 9, name: 'Brampton', type: 'CY', province: 'ON', population: 656_480 },
  { rank: 10, name: 'Hamilton', type: 'C', province: 'ON', population: 569_353 },
  { rank: 11, name: 'Surrey', type: 'CY', province: 'BC', population: 568_322 },
  { rank: 12, name: 'Québec', type: 'V', province: 'QC', population: 549_459 },
  { rank: 13, name: 'Halifax', type: 'RGM', province: 'NS', population: 439_819 },
  { rank: 14, name: 'Laval', type: 'V', province: 'QC', population: 438_366 },
  { rank: 15, name: 'London', type: 'CY', province: 'ON', population: 422_324 },
  { rank: 16, name: 'Markham', type: 'CY', province: 'ON', population: 338_503 },
  { rank: 17, name: 'Vaughan', type: 'CY', province: 'ON', population: 323_103 },
  { rank: 18, name: 'Gatineau', type: 'V', province: 'QC', population: 291_041 },
  { rank: 19, name: 'Saskatoon', type: 'CY', province: 'SK', population: 266_141 },
  { rank: 20, name: 'Kitchener', type: 'CY', province: 'ON', population: 256_885 },
  { rank: 21, name: 'Longueuil', type: 'V', province: 'QC', population: 254_483 },
  { rank: 22, name: 'Burnaby', type: 'CY', province: 'BC', population: 249_125 },
  { rank: 23, name: 'Windsor', type: 'CY', province: 'ON', population: 229_660 },
  { rank: 24, name: 'Regina', type: 'CY', province: 'SK', population: 226_404 },
  { rank: 25, name: 'Oakville', type: 'T', province: 'ON', population: 213_759 },
  { rank: 26, name: 'Richmond', type: 'CY', province: 'BC', population: 209_937 },
  { rank: 27, name: 'Richmond Hill', type: 'CY', province: 'ON', population: 202_022 },
  { rank: 28, name: 'Burlington', type: 'CY', province: 'ON', population: 186_948 },
  { rank: 29, name: 'Oshawa', type: 'CY', province: 'ON', population: 175_383 },
  { rank: 30, name: 'Sherbrooke', type: 'V', province: 'QC', population: 172_950 },
  { rank: 31, name: 'Greater Sudbury', type: 'CV', province: 'ON', population: 166_004 },
  { rank: 32, name: 'Abbotsford', type: 'CY', province: 'BC', population: 153_524 },
  { rank: 33, name: 'Lévis', type: 'V', province: 'QC', population: 149_683 },
  { rank: 34, name: 'Coquitlam', type: 'CY', province: 'BC', population: 148_625 },
  { rank: 35, name: 'Barrie', type: 'CY', province: 'ON', population: 147_829 },
  { rank: 36, name: 'Saguenay', type: 'V', province: 'QC', population: 144_723 },
  { rank: 37, name: 'Kelowna', type: 'CY', province: 'BC', population: 144_576 },
  { rank: 38, name: 'Guelph', type: 'CY', province: 'ON', population: 143_740 },
  { rank: 39, name: 'Trois-Rivières', type: 'V', province: 'QC', population: 139_163 },
  { rank: 40, name: 'Whitby', type: 'T', province: 'ON', population: 138_501 },
  { rank: 41, name: 'Cambridge', type: 'CY', province: 'ON', population: 138_479 },
  { rank: 42, name: 'St. Catharines', type: 'CY', province: 'ON', population: 136_803 },
  { rank: 43, name: 'Milton', type: 'T', province: 'ON', population: 132_979 },
  {
    rank: 44,
    name: 'Langley (Township)',
    type: 'DM',
    province: 'BC',
    population: 132_603,
    place: 'Township of Langley',
  },
  { rank: 45, name: 'Kingston', type: 'CY', province: 'ON', population: 132_485 },
  { rank: 46, name: 'Ajax', type: 'T', province: 'ON', population: 126_666 },
  { rank: 47, name: 'Waterloo', type: 'CY', province: 'ON', population: 121_436 },
  { rank: 48, name: 'Terrebonne', type: 'V', province: 'QC', population: 119_944 },
  { rank: 49, name: 'Saanich', type: 'DM', province: 'BC', population: 117_735 },
  { rank: 50, name: "St. John's", type: 'CY', province: 'NL', population: 110_525 },
  { rank: 51, name: 'Thunder Bay', type: 'CY', province: 'ON', population: 108_843 },
  { rank: 52, name: 'Delta', type: 'CY', province: 'BC', population: 108_455 },
  { rank: 53, name: 'Brantford', type: 'CY', province: 'ON', population: 104_688 },
  { rank: 54, name: 'Chatham-Kent', type: 'MU', province: 'ON', population: 104_316, place: 'Chatham' },
  { rank: 55, name: 'Clarington', type: 'MU', province: 'ON', population: 101_427 },
  { rank: 56, name: 'Red Deer', type: 'CY', province: 'AB', population: 100_844 },
  { rank: 57, name: 'Nanaimo', type: 'CY', province: 'BC', population: 99_863 },
  { rank: 58, name: 'Strathcona County', type: 'SM', province: 'AB', population: 99_225 },
  { rank: 59, name: 'Pickering', type: 'CY', province: 'ON', population: 99_186 },
  { rank: 60, name: 'Lethbridge', type: 'CY', province: 'AB', population: 98_406 },
  { rank: 61, name: 'Kamloops', type: 'CY', province: 'BC', population: 97_902 },
  { rank: 62, name: 'Saint-Jean-sur-Richelieu', type: 'V', province: 'QC', population: 97_873 },
  { rank: 63, name: 'Niagara Falls', type: 'CY', province: 'ON', population: 94_415 },
  { rank: 64, name: 'Cape Breton', type: 'RGM', province: 'NS', population: 93_694 },
  { rank: 65, name: 'Chilliwack', type: 'CY', province: 'BC', population: 93_203 },
  { rank: 66, name: 'Victoria', type: 'CY', province: 'BC', population: 91_867 },
  { rank: 67, name: 'Brossard', type: 'V', province: 'QC', population: 91_525 },
  { rank: 68, name: 'Maple Ridge', type: 'CY', province: 'BC', population: 90_990 },
  {
    rank: 69,
    name: 'North Vancouver (District)',
    type: 'DM',
    province: 'BC',
    population: 88_168,
    place: 'North Vancouver',
  },
  { rank: 70, name: 'Newmarket', type: 'T', province: 'ON', population: 87_942 },
  { rank: 71, name: 'Repentigny', type: 'V', province: 'QC', population: 86_100 },
  { rank: 72, name: 'Peterborough', type: 'CY', province: 'ON', population: 83_651 },
  { rank: 73, name: 'Saint-Jérôme', type: 'V', province: 'QC', population: 80_213 },
  { rank: 74, name: 'Moncton', type: 'CY', province: 'NB', population: 79_470 },
  { rank: 75, name: 'Drummondville', type: 'V', province: 'QC', population: 79_258 },
  { rank: 76, name: 'Kawartha Lakes', type: 'CY', province: 'ON', population: 79_247 },
  { rank: 77, name: 'New Westminster', type: 'CY', province: 'BC', population: 78_916 },
  { rank: 78, name: 'Prince George', type: 'CY', province: 'BC', population: 76_708 },
  { rank: 79, name: 'Caledon', type: 'T', province: 'ON', population: 76_581 },
  { rank: 80, name: 'Airdrie', type: 'CY', province: 'AB', population: 74_100 },
  { rank: 81, name: 'Wood Buffalo', type: 'SM', province: 'AB', population: 72_326 },
  { rank: 82, name: 'Sault Ste. Marie', type: 'CY', province: 'ON', population: 72_051 },
  { rank: 83, name: 'Sarnia', type: 'CY', province: 'ON', population: 72_047 },
  { rank: 84, name: 'Saint John', type: 'CY', province: 'NB', population: 69_895 },
  { rank: 85, name: 'Granby', type: 'V', province: 'QC', population: 69_025 },
  { rank: 86, name: 'St. Albert', type: 'CY', province: 'AB', population: 68_232 },
  { rank: 87, name: 'Norfolk County', type: 'CY', province: 'ON', population: 67_490 },
  { rank: 88, name: 'Grande Prairie', type: 'CY', province: 'AB', population: 64_141 },
  { rank: 89, name: 'Medicine Hat', type: 'CY', province: 'AB', population: 63_271 },
  { rank: 90, name: 'Fredericton', type: 'CY', province: 'NB', population: 63_116 },
  { rank: 91, name: 'Halton Hills', type: 'T', province: 'ON', population: 62_951 },
  { rank: 92, name: 'Aurora', type: 'T', province: 'ON', population: 62_057 },
  { rank: 93, name: 'Port Coquitlam', type: 'CY', province: 'BC', population: 61_498 },
  { rank: 94, name: 'Mirabel', type: 'V', province: 'QC', population: 61_108 },
  { rank: 95, name: 'Blainville', type: 'V', province: 'QC', population: 59_819 },
  {
    rank: 96,
    name: 'North Vancouver (City)',
    type: 'CY',
    province: 'BC',
    population: 58_120,
    place: 'City of North Vancouver',
  },
  { rank: 97, name: 'Saint-Hyacinthe', type: 'V', province: 'QC', population: 57_239 },
  { rank: 98, name: 'Welland', type: 'CY', province: 'ON', population: 55_750 },
  { rank: 99, name: 'Shawinigan', type: 'V', province: 'QC', population: 55_181 },
  { rank: 100, name: 'Belleville', type: 'CY', province: 'ON', population: 55_071 },
];

/** The place a municipality is chosen as in the onboarding. */
export const placeOf = (municipality: LargeMunicipality): string => municipality.place ?? municipality.name;

/** The federal, provincial and territorial capitals, as the places data spells them. */
export const CAPITALS: readonly { name: string; province: ProvinceCode }[] = [
  { name: 'Ottawa', province: 'ON' },
  { name: 'Toronto', province: 'ON' },
  { name: 'Québec', province: 'QC' },
  { name: 'Victoria', province: 'BC' },
  { name: 'Edmonton', province: 'AB' },
  { name: 'Regina', province: 'SK' },
  { name: 'Winnipeg', province: 'MB' },
  { name: 'Fredericton', province: 'NB' },
  { name: 'Halifax', province: 'NS' },
  { name: 'Charlottetown', province: 'PE' },
  { name: "St. John's", province: 'NL' },
  { name: 'Whitehorse', province: 'YT' },
  { name: 'Yellowknife', province: 'NT' },
  { name: 'Iqaluit', province: 'NU' },
];
