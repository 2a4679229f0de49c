// What the catalog adds to license-facts.json (/work/shared/data) when it builds
// data/license-templates.json: fixed renewal dates named in canada-notes.md §4 and in the facts'
// own notes, and provincial entries that fill province × business-type gaps.
import { BUSINESS_TYPES } from '@lt/core';

export interface Fact {
  name: string;
  level: 'federal' | 'provincial' | 'municipal';
  business_types: string[];
  province: string | null;
  city: string | null;
  validity_months: number;
  issuing_authority: string;
  source_url: string;
  confidence: 'high' | 'medium' | 'low';
  notes: string;
  no_fixed_expiry: boolean;
  source_checked: boolean;
}

/** A fact of license-facts-additions.json; `corrects` names the template key it replaces. */
export interface Addition extends Fact {
  corrects?: string;
}

/** The day the additions' sources were read (license-facts-additions-evidence.md). */
export const ADDITIONS_CHECKED_ON = '2026-11-23';

/**
 * Additions not brought in, by template key, and why (decision 015): the evidence seen does not
 * hold for a business to rely on.
 */
export const ADDITIONS_LEFT_OUT: Readonly<Record<string, string>> = {
  'municipal-bc-kelowna-business-licence-business-licence-and-regulation-bylaw':
    'Only a 2012 consolidation on a document-sharing site (financedocbox); by-law number illegible, term not seen, possibly outdated (E44).',
  'municipal-bc-delta-business-licence-delta-business-licence-bylaw-no-7670-2017':
    'Only a 2017 council report copied on a document-sharing site; no page of the City of Delta seen, term assumed (E68).',
  'municipal-ab-red-deer-business-licence-annual':
    'Only a newspaper article from about 2018; current by-law not seen (E57).',
  'municipal-on-milton-business-licence-business-licensing-by-law-town-of-milton':
    'Only the index of an old consolidation on a document-sharing site, flagged possibly outdated; term not seen (E25).',
};

const MARCH_31 = { month: 3, day: 31 };
const DECEMBER_31 = { month: 12, day: 31 };

/** Template key → the date it expires every year. */
export const FIXED_DATE_RENEWALS: Readonly<Record<string, { month: number; day: number }>> = {
  // canada-notes.md §4
  'federal-radio-licence-radio-apparatus-ised': MARCH_31,
  'provincial-nb-food-premises-licence-class-3-4-5': MARCH_31,
  'provincial-pe-food-premises-licence': MARCH_31,
  'provincial-mb-food-service-establishment-permit': MARCH_31,
  'provincial-bc-health-operating-permit-food-service-establishment-fraser-health-region': MARCH_31,
  'provincial-nt-liquor-licence': MARCH_31,
  'provincial-nu-liquor-licence': MARCH_31,
  'municipal-bc-vancouver-business-licence': DECEMBER_31,
  'municipal-nu-iqaluit-business-licence': DECEMBER_31,
  // The facts' notes
  'federal-drug-establishment-licence-del': MARCH_31, // annual licence review before April 1
  'federal-medical-device-establishment-licence-mdel': MARCH_31, // annual licence review before April 1
  'federal-medical-device-licence-class-ii-iv-annual-right-to-sell': { month: 11, day: 1 },
  'provincial-ab-pharmacy-licence': { month: 6, day: 30 },
  'municipal-sk-regina-residential-home-based-business-licence': DECEMBER_31, // calendar-year licence
  'municipal-yt-whitehorse-business-licence': DECEMBER_31, // calendar-year renewal
  'municipal-yt-whitehorse-yukon-inter-municipal-business-licence': DECEMBER_31,
  // license-facts-additions.json and its evidence (issue 19's corrections)
  'municipal-bc-victoria-business-licence': { month: 1, day: 15 }, // valid 16 January to 15 January (A11)
  'municipal-on-london-business-licence-business-licensing-by-law-l-131-16': { month: 1, day: 31 }, // E12
  'municipal-on-kingston-business-licence-business-license-bylaw-2025-34': DECEMBER_31, // E50
  'municipal-on-guelph-business-licence-business-licence-by-law-2009-18855': DECEMBER_31, // E47
};

const ALL_TYPES = [...BUSINESS_TYPES];

/** Entries the facts lack. `source_checked` is false: none was checked against a copy of its source here. */
export const ADDED_FACTS: readonly Fact[] = [
  {
    name: 'Corporation annual return (Registry of Companies)',
    level: 'provincial',
    business_types: ALL_TYPES,
    province: 'NL',
    city: null,
    validity_months: 12,
    issuing_authority:
      'Government of Newfoundland and Labrador - Registry of Companies (Commercial Registrations)',
    source_url: 'https://www.gov.nl.ca/snl/registries/companies/annual-returns',
    confidence: 'medium',
    notes:
      'Corporations incorporated or extra-provincially registered in NL file an annual return before the end of ' +
      'their anniversary month, or fall out of good standing. NL has no business-name registry for sole ' +
      'proprietorships. Added by the catalog so every business type has a provincial template in NL.',
    no_fixed_expiry: false,
    source_checked: false,
  },
  {
    name: 'Business name registration (Partnership Act)',
    level: 'provincial',
    business_types: ALL_TYPES,
    province: 'PE',
    city: null,
    validity_months: 36,
    issuing_authority: 'Prince Edward Island Corporate and Business Registry',
    source_url: 'https://innovationpei.com/types-of-business-formations/',
    confidence: 'low',
    notes:
      "Partnerships, and sole proprietors using a name other than their own, register under PEI's Partnership " +
      'Act. Term believed to be 3 years (older provincial guidance); not verified. Added by the catalog so every ' +
      'business type has a provincial template in PE.',
    no_fixed_expiry: false,
    source_checked: false,
  },
  {
    name: 'Health operating permit (food service establishment) - Fraser Health region',
    level: 'provincial',
    business_types: ['Restaurant', 'Retail'],
    province: 'BC',
    city: null,
    validity_months: 12,
    issuing_authority: 'Fraser Health - Health Protection',
    source_url:
      'https://fraserhealth.ca/health-topics-a-to-z/food-safety/resources-for-food-business-operators',
    confidence: 'medium',
    notes:
      'Fraser Health (Surrey, Burnaby, Langley, Abbotsford, Tri-Cities, Fraser Valley …) annual operating ' +
      'permits expire on March 31. Split from the BC-wide health operating permit so that permits of the other ' +
      'health authorities keep a 12-month term.',
    no_fixed_expiry: false,
    source_checked: false,
  },
  {
    name: 'Retail store permit (liquor)',
    level: 'provincial',
    business_types: ['Retail'],
    province: 'SK',
    city: null,
    validity_months: 12,
    issuing_authority: 'Saskatchewan Liquor and Gaming Authority (SLGA)',
    source_url:
      'https://www.slga.com/permits-and-licences/liquor-permits/commercial-liquor-permits/commercial-general-information',
    confidence: 'low',
    notes:
      'Private liquor retail stores in Saskatchewan hold an SLGA retail store permit, on the same commercial ' +
      'permit page as the restaurant and tavern permits. Term not verified (annual assumed, as for the ' +
      'restaurant permit). Added by the catalog so a Saskatchewan retailer that sells alcohol is offered a permit.',
    no_fixed_expiry: false,
    source_checked: false,
  },
];
