// What the catalog adds to license-facts.json (/work/shared/data) when it builds
// data/license-templates.json: fixed renewal dates named in canada-notes.md §4 and in the facts'
// own notes, provincial entries that fill province × business-type gaps, and what the correctness
// panel (issue 27) found: terms that differ by issuer, and rules no question can ask.
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

/**
 * Templates whose expiry is the date printed on the licence, whatever the facts say (issue 27): the
 * issuer differs with the business's place inside the province and each sets its own term. Key → why.
 */
export const PRINTED_RENEWALS: Readonly<Record<string, string>> = {
  'provincial-bc-health-operating-permit-food-service-establishment':
    'Issued by the regional health authority; Fraser Health’s expire on 31 March, the others’ terms were not checked.',
};

/**
 * What a template's notes must add (issue 27's correctness panel): rules the yes/no questions
 * cannot express, each with its official source. Appended to the facts' own notes. Key → note.
 */
export const CATALOG_NOTES: Readonly<Record<string, string>> = {
  'provincial-bc-health-operating-permit-food-service-establishment':
    'A permit “which all food service businesses in B.C. must have. These are issued by health authorities.” ' +
    '(https://www2.gov.bc.ca/gov/content/employment-business/business/managing-a-business/starting-a-business/' +
    'starting-a-restaurant-in-bc/permits-licences/health-operating-permit). Issued by the regional health ' +
    'authority of the business’s place (Vancouver Coastal, Fraser, Island, Interior or Northern Health), each with ' +
    'its own term: the expiry is the date printed on the permit. Food stores and food manufacturers get an ' +
    'approval to operate instead (VCH, Fraser Health). Fraser Health: ' +
    '“Annual operating permits expire on March 31.” (https://fraserhealth.ca/health-topics-a-to-z/food-safety/' +
    'resources-for-food-business-operators, read 2026-11-27); the other authorities were not checked.',
  'provincial-nl-workplacenl-employer-registration':
    'Every incorporated business registers too, even with no employees: “All incorporated entities operating in ' +
    'Newfoundland and Labrador must register with WorkplaceNL. Coverage is mandatory for all workers, including ' +
    'the owner, directors, or managers, even if the owner is the only worker.” The catalogue applies this template ' +
    'under has_employees only (its conditions must all hold, and cannot say “employees or incorporated”).',
  'provincial-mb-retail-sales-tax-rst-registration':
    'Small vendors may be exempt: Manitoba Finance’s bulletin (revised March 2021, read on a document host) names ' +
    '“small businesses with annual taxable sales under $10,000”; a later third-party page says $30,000. No question ' +
    'asks that threshold (the $30,000 GST/HST question is not it), so the template applies to every business of its ' +
    'activities; not every service is taxable under the RST.',
  'municipal-on-toronto-eating-or-drinking-establishment-licence':
    'Toronto has “two types of licences for businesses that sell food. The main difference between the two is ' +
    'whether or not there is a seating area”: a take-out restaurant without seating holds the Retail store (food) ' +
    'licence instead. No question asks about seating, so fast-food and take-out restaurants are offered this one.',
  'municipal-on-toronto-retail-store-food-licence':
    'For food stores with no seating area: “groceries, convenience stores, stores with standing counters and ' +
    'takeout food restaurants”; with seating, the Eating or drinking establishment licence applies.',
};
