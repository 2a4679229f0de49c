import type { RenewalRule } from '@lt/core';
// What the catalogue does with each research fact of 2026-11 (research.ts): a fact that is the same
// licence in the same place as an existing template replaces that template's facts under the
// existing key (keys are stored in databases; the template keeps its name); a fact left out says
// why; every other fact becomes a new template. build-templates.ts throws on a fact it cannot place.

/**
 * Research key (templateKey of the fact's own name) → the existing template(s) it replaces.
 * Every one is better sourced than what it replaces: an official page with a quotation, or the same
 * third-party level but read and checked on a date.
 */
export const RESEARCH_REPLACES: Readonly<Record<string, readonly string[]>> = {
  // activity-licences.json
  'provincial-ab-food-handling-permit': ['provincial-ab-food-handling-permit'],
  'provincial-sk-public-eating-establishment-licence-food-safety-regulations': [
    'provincial-sk-food-service-establishment-permit',
  ],
  'provincial-mb-food-handling-establishment-permit-food-service-mobile-food-unit': [
    'provincial-mb-food-service-establishment-permit',
  ],
  'provincial-qc-permis-alimentaire-du-mapaq-restauration-vente-au-detail': [
    'provincial-qc-permis-alimentaire-restauration',
    'provincial-qc-permis-alimentaire-vente-au-detail',
  ],
  'provincial-ns-food-establishment-permit': ['provincial-ns-food-establishment-permit'],
  'provincial-nb-food-premises-licence-class-3-4-or-5': ['provincial-nb-food-premises-licence-class-3-4-5'],
  'provincial-nl-food-establishment-licence': ['provincial-nl-food-establishment-licence'],
  'provincial-pe-food-premises-licence': ['provincial-pe-food-premises-licence'],
  'municipal-on-toronto-eating-or-drinking-establishment-licence': [
    'municipal-on-toronto-eating-or-drinking-establishment-licence',
  ],
  'municipal-on-toronto-retail-store-food-tobacco-business-licence': [
    'municipal-on-toronto-retail-store-food-licence',
  ],
  'provincial-on-liquor-sales-licence': ['provincial-on-liquor-sales-licence'],
  'provincial-bc-food-primary-liquor-primary-licence': [
    'provincial-bc-food-primary-liquor-licence',
    'provincial-bc-liquor-primary-licence',
  ],
  'provincial-ab-class-a-liquor-licence': ['provincial-ab-class-a-liquor-licence-restaurants-lounges'],
  'provincial-sk-restaurant-permit-tavern-permit-liquor': ['provincial-sk-restaurant-tavern-liquor-permit'],
  'provincial-mb-liquor-service-licence-general-or-age-restricted': [
    'provincial-mb-liquor-service-licence-general-age-restricted',
  ],
  'provincial-mb-liquor-store-licence-liquor-vendor-duty-free': [
    'provincial-mb-liquor-retail-licence-liquor-vendor-specialty-store',
  ],
  'provincial-qc-permis-de-restaurant-permis-de-bar-alcool': [
    'provincial-qc-permis-d-alcool-restaurant-pour-vendre-pour-servir-ou-bar',
  ],
  'provincial-qc-permis-d-epicerie-vente-d-alcool': ['provincial-qc-permis-d-alcool-epicerie'],
  'provincial-ns-permanent-liquor-licence-eating-establishment-lounge-beverage-room-cabaret': [
    'provincial-ns-permanent-liquor-licence-eating-establishment-lounge-beverage-room-cabaret',
  ],
  'provincial-nb-dining-room-licence-lounge-licence-liquor-control-act': [
    'provincial-nb-liquor-licence-dining-room-lounge',
  ],
  'provincial-nl-liquor-licence-annual-fee-licensed-establishments': [
    'provincial-nl-liquor-licence-restaurant-lounge-etc',
  ],
  'provincial-ab-automotive-business-licence-amvic': ['provincial-ab-automotive-business-licence'],
  'provincial-on-licensed-electrical-contractor-licence-ecra-esa': [
    'provincial-on-electrical-contractor-licence-lec',
  ],
  'provincial-qc-licence-d-entrepreneur-rbq': ['provincial-qc-licence-d-entrepreneur-rbq'],
  'provincial-bc-electrical-contractor-licence': ['provincial-bc-electrical-contractor-licence'],
  'provincial-on-pharmacy-certificate-of-accreditation-annual-renewal': [
    'provincial-on-pharmacy-certificate-of-accreditation',
  ],
  'provincial-nu-general-business-licence-outside-municipal-boundaries': [
    'provincial-nu-general-business-licence',
  ],
  'municipal-nu-iqaluit-business-licence': ['municipal-nu-iqaluit-business-licence'],
  'provincial-on-cannabis-retail-operator-licence-and-retail-store-authorization': [
    'provincial-on-cannabis-retail-operator-licence',
    'provincial-on-cannabis-retail-store-authorization',
  ],
  // employer-registrations.json
  'federal-cra-payroll-program-account-rp': ['federal-payroll-deductions-program-account-rp'],
  'federal-gst-hst-registration': ['federal-gst-hst-registration-rt-program-account'],
  'federal-cbca-annual-return-federal-corporation': ['federal-federal-corporation-annual-return-cbca'],
  'provincial-on-wsib-clearance-certificate': ['provincial-on-wsib-clearance-certificate'],
  'provincial-on-ontario-business-name-registration-business-names-act': [
    'provincial-on-business-name-registration-master-business-licence',
  ],
  'provincial-qc-qst-registration-with-gst': ['provincial-qc-qst-registration'],
  'provincial-qc-quebec-enterprise-register-annual-updating-declaration': [
    'provincial-qc-declaration-de-mise-a-jour-annuelle-req',
  ],
  'provincial-bc-bc-pst-registration-collect-provincial-sales-tax': ['provincial-bc-pst-registration-vendor'],
  'provincial-sk-saskatchewan-pst-vendor-s-licence-pst-number': ['provincial-sk-pst-vendor-s-licence'],
  'provincial-sk-saskatchewan-business-name-registration': ['provincial-sk-business-name-registration'],
  'provincial-mb-manitoba-business-name-registration': ['provincial-mb-business-name-registration'],
  'provincial-ns-nova-scotia-company-annual-registration-renewal-registry-of-joint-stock-companies': [
    'provincial-ns-business-registration-annual-renewal-rjsc',
  ],
  'provincial-nl-nl-corporation-annual-return': [
    'provincial-nl-corporation-annual-return-registry-of-companies',
  ],
  // municipal-and-corrections.json: its three corrections
  'municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit': [
    'municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit',
  ],
  'provincial-nt-food-establishment-permit': ['provincial-nt-food-establishment-permit'],
};

/** Research key → why the fact is not in the catalogue. */
export const RESEARCH_LEFT_OUT: Readonly<Record<string, string>> = {
  // Duplicates of another research fact
  'provincial-nt-food-establishment-safety-permit':
    'Same permit as the NT correction in municipal-and-corrections.json (provincial-nt-food-establishment-permit), brought in through it.',
  'provincial-on-pharmacy-certificate-of-accreditation':
    'Same fact (renewal by 10 May, O. Reg. 264/16 s.14(1)) as activity-licences.json’s pharmacy accreditation, brought in through it.',
  'municipal-on-toronto-personal-services-settings-licence-hairstyling-barbering-nails-aesthetics-tattoo-piercing':
    'Same licence as activity-licences.json’s Toronto Personal Services Settings licence, brought in through it (that fact leaves the term unknown instead of assuming 12 months).',
  // Regional facts the catalogue cannot place (issue 27)
  'provincial-bc-health-operating-permit-food-service-establishment-fraser-health-region':
    'Fraser Health’s permits only: a provincial template would be offered across BC, and no question asks the health region. Its 31 March expiry is quoted in the notes of the BC health operating permit, whose expiry is the date printed on the permit.',
  // Weaker than what the catalogue has
  'provincial-on-ontario-corporation-annual-return-corporations-information-act':
    'Only a third-party source (Ontario Bar Association) and conflicting due dates; the existing template cites ontario.ca.',
  'provincial-mb-manitoba-retail-sales-tax-rst-registration':
    'Read from a third-party document host (docslib) with a conflicting threshold; the existing template cites gov.mb.ca.',
  'provincial-ab-alberta-trade-name-partnership-registration':
    'Only a third-party filing-agent blog; the existing template quotes an archived Alberta Government Services page.',
  // Employer health taxes (issue 28): Ontario's, BC's and Manitoba's are in, under the payroll
  // questions (payroll_over_1m, payroll_over_2_25m); Québec's Health Services Fund is paid through
  // Revenu Québec's source deductions, a template of every employer.
  'provincial-nl-nl-health-and-post-secondary-education-tax-hapset-payroll-tax':
    'Low confidence: the official page is a 2011 snapshot; today’s exemption threshold ($1.3 million in a 2022 third-party guide) and the annual declaration date (31 March per that guide, the last day of February per the 2011 regulation) are not confirmed officially.',
  'provincial-on-wsib-year-end-reconciliation-monthly-reporters':
    'Only WSIB monthly reporters (insurable earnings of $300,000 or more) reconcile by 31 March; the annual report (30 April) that most small employers file is in.',
  // Municipal research not brought in this round (see README: "Municipal research not yet in")
  'municipal-on-markham-business-licence-licensed-categories-e-g-eating-establishment':
    'Low confidence: no expiry seen and the licensed categories are not listed (12 months assumed by the research).',
  'municipal-on-richmond-hill-refreshment-vehicle-licence-municipal-code-chapter-875':
    'Only a 2006 third-party copy of the by-law; term not seen.',
  'municipal-on-greater-sudbury-business-licence-or-business-registration-licensing-by-law':
    'Superseded by municipal-100.json’s official fact (the licensed classes, from greatersudbury.ca), brought in through it.',
  'municipal-bc-coquitlam-business-licence-business-licence-bylaw-no-4344-2013':
    'Only a copy on an unrelated third-party site; superseded by municipal-100.json’s official fact (coquitlam.ca), brought in through it.',
  'municipal-bc-kelowna-business-licence':
    'Low confidence: current by-law and term not seen (the 2012 copy was already left out in issue 19).',
  'municipal-on-niagara-falls-business-licence-city-of-niagara-falls-licensing-by-law-2001-31-licensed-classes-only':
    'Only a 2010 third-party copy of the by-law; term not seen.',
  'municipal-on-sault-ste-marie-business-licences-city-of-sault-ste-marie-separate-by-laws-for-listed-trades-only':
    'Low confidence: only the list of by-laws was seen; no term. Its low-confidence note is in src/municipal-notes.ts.',
  'municipal-on-kawartha-lakes-adult-entertainment-licence-city-of-kawartha-lakes-only-licensed-class-confirmed':
    'Low confidence, only adult entertainment confirmed, and Kawartha Lakes is not in the places data.',
  'municipal-ab-wood-buffalo-business-licence-regional-municipality-of-wood-buffalo':
    'Only a chamber-of-commerce page; scope and term not seen; Wood Buffalo is not in the places data.',
  'municipal-bc-chilliwack-business-licence-city-of-chilliwack-business-licence-bylaw-1484':
    'Only a third-party summary (govanswers); the City page was not seen.',
  'municipal-ns-cape-breton-vendor-licence-cape-breton-regional-municipality-v-200-vendors-by-law':
    'Only a third-party summary (govanswers); Cape Breton is not in the places data (its no-general-licence note is in municipal-notes.ts).',
  'municipal-on-clarington-no-general-business-licence-found-municipality-of-clarington':
    'A note, not a licence: in src/municipal-notes.ts.',
  'municipal-ns-cape-breton-no-general-business-licence-cape-breton-regional-municipality-licences-for-listed-activities-only':
    'A note, not a licence: in src/municipal-notes.ts.',
  // municipal-100.json (issue 28): its notes are in src/municipal-notes.ts, low confidence said in words
  'municipal-on-greater-sudbury-municipal-business-registration-city-of-greater-sudbury-eating-or-drinking-establishments-and-other-service-businesses':
    'A registration, not a licence: who registers was cut off in the page seen and whether it expires was not seen (the licence’s notes say that eating or drinking establishments register instead).',
  'municipal-on-sault-ste-marie-no-general-business-licence-found-city-of-sault-ste-marie-only-these-licensing-by-laws':
    'A note, not a licence: in src/municipal-notes.ts (low confidence: read from the City’s by-law index).',
  'municipal-on-aurora-licensing-of-certain-business-establishments-only-town-of-aurora-by-law-5630-14':
    'A note, not a licence: in src/municipal-notes.ts (low confidence: the classes and term were not seen).',
  'municipal-qc-trois-rivieres-no-general-business-licence-found-ville-de-trois-rivieres-commercial-permits-are-for-works-signs-terraces-and-kiosks':
    'A note, not a licence: in src/municipal-notes.ts (low confidence: absence inferred from the City’s permits page).',
};

/**
 * Shorter names for new templates whose research name repeats the place or the by-law at length.
 * Research key → [English, French].
 */
export const RESEARCH_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  // Employer health taxes: the research's French names lack their accents (or are missing).
  'provincial-on-ontario-employer-health-tax-eht-registration-and-annual-return': [
    'Employer Health Tax (EHT) registration and annual return',
    'Impôt-santé des employeurs (ISE) : inscription et déclaration annuelle',
  ],
  'provincial-bc-bc-employer-health-tax-registration-and-annual-return': [
    'Employer health tax registration and annual return',
    'Impôt-santé des employeurs : inscription et déclaration annuelle',
  ],
  'provincial-mb-manitoba-health-and-post-secondary-education-tax-levy-he-levy': [
    'Health and Post Secondary Education Tax Levy (HE Levy)',
    'Impôt destiné aux services de santé et à l’enseignement postsecondaire',
  ],
  'municipal-on-oshawa-business-licence-business-licensing-by-law-122-2024-regulated-classes': [
    'Business licence (regulated classes)',
    'Permis d’entreprise (catégories réglementées)',
  ],
  'municipal-on-oshawa-peddler-licence': ['Peddler licence', 'Permis de colporteur'],
  'municipal-bc-kelowna-inter-community-mobile-business-licence-okanagan-similkameen-and-partners': [
    'Inter-community mobile business licence',
    'Permis d’entreprise mobile intercommunautaire',
  ],
  'municipal-bc-port-coquitlam-business-licence-business-bylaw-no-3725': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-bc-new-westminster-business-licence-business-licence-bylaw-no-5640-1986': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-on-milton-business-licence-town-of-milton-business-licensing-by-law-024-2018-licensed-classes-only':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
  'municipal-on-newmarket-business-licence-town-of-newmarket-business-licensing-by-law-2020-31-licensed-classes-only':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
  'municipal-on-peterborough-business-licence-city-of-peterborough-business-licensing-by-law-14-080-licensed-classes-only':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
  'municipal-on-norfolk-county-business-licence-norfolk-county-business-licensing-by-law-2020-17-licensed-classes-only':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
  'municipal-on-sarnia-business-licence-city-of-sarnia-business-licensing-by-law-licensed-classes-only': [
    'Business licence (licensed classes)',
    'Permis d’entreprise (catégories visées)',
  ],
  'municipal-on-caledon-business-licensing-town-of-caledon-licensed-classes-only': [
    'Business licence (licensed classes)',
    'Permis d’entreprise (catégories visées)',
  ],
  'municipal-on-caledon-taxi-and-limousine-licences-town-of-caledon': [
    'Taxi and limousine licence',
    'Permis de taxi et de limousine',
  ],
  'municipal-on-pickering-business-licences-city-of-pickering-licensed-classes-only-incl-home-based-business-licence':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
  'municipal-bc-nanaimo-business-licence-city-of-nanaimo-business-licence-bylaw-1998-no-5351': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-bc-kamloops-business-licence-city-of-kamloops': ['Business licence', 'Permis d’entreprise'],
  'municipal-bc-prince-george-business-licence-city-of-prince-george-business-regulation-and-licensing-bylaw-no-9040-2020':
    ['Business licence', 'Permis d’entreprise'],
  'municipal-ab-lethbridge-business-licence-city-of-lethbridge': ['Business licence', 'Permis d’entreprise'],
  'municipal-ab-airdrie-business-licence-city-of-airdrie-business-licence-bylaw-b-52-2005': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-ab-st-albert-business-licence-city-of-st-albert-business-license-bylaw-43-2000': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-ab-grande-prairie-business-licence-city-of-grande-prairie-business-licence-bylaw-c-1393': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-ab-medicine-hat-business-licence-city-of-medicine-hat-licensing-bylaw-no-2339': [
    'Business licence',
    'Permis d’entreprise',
  ],
  // municipal-100.json (issue 28)
  'municipal-bc-coquitlam-business-licence-city-of-coquitlam-business-licence-bylaw': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-bc-city-of-north-vancouver-business-licence-city-of-north-vancouver-business-licence-bylaw': [
    'Business licence',
    'Permis d’entreprise',
  ],
  'municipal-on-greater-sudbury-business-licence-city-of-greater-sudbury-licensing-by-law-licensed-classes-only':
    ['Business licence (licensed classes)', 'Permis d’entreprise (catégories visées)'],
};

const MARCH_31: RenewalRule = { kind: 'fixed_date', month: 3, day: 31 };
const DECEMBER_31: RenewalRule = { kind: 'fixed_date', month: 12, day: 31 };

/**
 * Renewals that municipal-and-corrections.json states only in its notes (its facts keep the old
 * shape: validity_months, no_fixed_expiry). Research key → the rule its quotation gives.
 */
export const RESEARCH_RENEWALS: Readonly<Record<string, RenewalRule>> = {
  // "A Café Seating Permit is an annual permit which is valid from April 1 to March 31." (T17)
  'municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit': MARCH_31,
  // Annual, seasonal and temporary permits exist; "the expiry rule of the annual permit was not seen".
  'provincial-nt-food-establishment-permit': { kind: 'printed' },
  // "Driveway Paving Contractor Licences expire annually on March 31." (T1)
  'municipal-on-markham-driveway-paving-contractor-licence': MARCH_31,
  // "Business licences are issued for one calendar year, January 1 to December 31." (T11)
  'municipal-bc-port-coquitlam-business-licence-business-bylaw-no-3725': DECEMBER_31,
  // "All business licences expire on December 31 each year" (T12)
  'municipal-bc-new-westminster-business-licence-business-licence-bylaw-no-5640-1986': DECEMBER_31,
  // "Annual licences are issued for a calendar year (Jan 1 - Dec 31)" (T13, T14)
  'municipal-bc-north-vancouver-business-licence': DECEMBER_31,
  // Term not seen on the page (an annual fee only; the research assumed 12 months).
  'municipal-on-oshawa-business-licence-business-licensing-by-law-122-2024-regulated-classes': {
    kind: 'printed',
  },
};
