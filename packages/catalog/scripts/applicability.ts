// Whom each catalogue template applies to (issue 27): an explicit table, template key → the
// activities it applies to (core's ACTIVITIES keys; null: every business of its place) and the
// answers it needs (core's ACTIVITY_QUESTIONS). Decided from what each licence is, never from
// words in its name. build-templates.ts fails on a template without an entry, and derives the
// template's business types from its activities (core's businessTypesOf).
import {
  ACTIVITIES,
  type ACTIVITY_KEYS,
  ACTIVITY_QUESTION_KEYS,
  type ActivityQuestionKey,
  activitiesOfTypes,
  type TemplateCondition,
} from '@lt/core';

type ActivityKey = (typeof ACTIVITY_KEYS)[number];

export interface Applicability {
  activities: readonly ActivityKey[] | null;
  conditions: readonly TemplateCondition[];
}

const when = (key: ActivityQuestionKey, answer = true): TemplateCondition => ({ key, when: answer });
const rule = (
  activities: readonly ActivityKey[] | null,
  ...conditions: TemplateCondition[]
): Applicability => ({
  activities,
  conditions,
});
const all = (...groups: (readonly ActivityKey[])[]): ActivityKey[] => [...new Set(groups.flat())];
const except = (...left: ActivityKey[]): ActivityKey[] =>
  ACTIVITIES.map((a) => a.key as ActivityKey).filter((key) => !left.includes(key));
const ofTypes = (...types: string[]) => activitiesOfTypes(types) as ActivityKey[];

// Groups of activities, by what the business does.
const FOOD_SERVICE: ActivityKey[] = [
  'full_service_restaurant',
  'limited_service_restaurant',
  'cafe_coffee_shop',
  'bar_pub_nightclub',
  'food_truck_street_vending',
  'catering',
  'home_based_food_business',
  'bakery',
];
const SIT_DOWN: ActivityKey[] = [
  'full_service_restaurant',
  'limited_service_restaurant',
  'cafe_coffee_shop',
  'bar_pub_nightclub',
];
const FOOD_STORES: ActivityKey[] = ['grocery_store', 'convenience_store', 'gas_station', 'bakery'];
/** Businesses that may or may not serve food: the `sells_food` answer decides. */
const MAY_SERVE_FOOD: ActivityKey[] = [
  'hotel_motel',
  'bnb_short_term_rental',
  'campground_rv_park',
  'event_venue_banquet_hall',
  'child_care_centre',
];
const FOOD_MAKERS: ActivityKey[] = ['food_manufacturing', 'brewery_winery_distillery'];
const FOOD_PREMISES = all(FOOD_SERVICE, FOOD_STORES, MAY_SERVE_FOOD, FOOD_MAKERS);
const FOOD_RETAIL_AND_SERVICE = all(FOOD_SERVICE, FOOD_STORES);
/** On-premises alcohol service (`sells_alcohol`: implied for bars and breweries, asked of the rest). */
const SERVES_ALCOHOL: ActivityKey[] = [
  'full_service_restaurant',
  'limited_service_restaurant',
  'cafe_coffee_shop',
  'bar_pub_nightclub',
  'catering',
  'hotel_motel',
  'event_venue_banquet_hall',
  'brewery_winery_distillery',
];
const SELLS_ALCOHOL_RETAIL: ActivityKey[] = ['liquor_store', 'grocery_store', 'convenience_store'];
const ALCOHOL_MAKERS: ActivityKey[] = ['brewery_winery_distillery'];
const TOBACCO_SELLERS: ActivityKey[] = [
  'tobacco_vape_shop',
  'convenience_store',
  'grocery_store',
  'gas_station',
];
const VAPE_SELLERS: ActivityKey[] = ['tobacco_vape_shop', 'convenience_store', 'gas_station'];
const PHARMACIES: ActivityKey[] = ['pharmacy', 'grocery_store'];
const PERSONAL_SERVICES: ActivityKey[] = [
  'hair_salon_barber',
  'nail_esthetics_spa',
  'tattoo_piercing',
  'tanning_salon',
];
const CHILD_CARE: ActivityKey[] = ['child_care_centre', 'home_child_care'];
const ACCOMMODATION: ActivityKey[] = ['hotel_motel', 'bnb_short_term_rental', 'campground_rv_park'];
const CONSTRUCTION: ActivityKey[] = [
  'general_contractor',
  'home_renovation',
  'electrician',
  'plumber_hvac_gas',
  'landscaping',
];
const BUILDERS: ActivityKey[] = ['general_contractor', 'home_renovation'];
/** Contractors whose clients ask for a workers' compensation clearance before paying them. */
const CONTRACTORS = all(CONSTRUCTION, ['cleaning_janitorial', 'trucking', 'security_guard_agency']);
/** Trades that work at their clients' premises across municipal lines (inter-municipal licences). */
const MOBILE_TRADES = all(CONSTRUCTION, ['cleaning_janitorial', 'locksmith', 'pet_grooming_boarding']);
const VENDORS: ActivityKey[] = [
  'food_truck_street_vending',
  'home_based_food_business',
  'bakery',
  'catering',
  'general_retail',
];
const CAR_DEALERS: ActivityKey[] = ['car_dealer_new', 'car_dealer_used'];
const HEALTH_PRODUCTS: ActivityKey[] = [
  'pharmacy',
  'medical_clinic',
  'dental_clinic',
  'general_manufacturing',
  'general_retail',
];
const MANUFACTURERS: ActivityKey[] = [
  'food_manufacturing',
  'brewery_winery_distillery',
  'general_manufacturing',
];

/**
 * Ontario's WSIB: industries that need not register (WSIB "Do you need to register": banks, trust
 * and insurance companies, private day care, travel agencies, barber shops and many hair salons;
 * an older WSIB page adds software developers and private health care practices).
 */
const WSIB_COVERED = except(
  'insurance_agency',
  'child_care_centre',
  'home_child_care',
  'travel_agency',
  'hair_salon_barber',
  'software_it',
  'medical_clinic',
  'dental_clinic',
  'physio_massage_therapy',
);

// Rules shared by many templates.
const EVERY_BUSINESS = rule(null);
const EMPLOYER = rule(null, when('has_employees'));
/** Workers' compensation that starts at three workers (New Brunswick). */
const EMPLOYER_OF_THREE = rule(null, when('has_employees'), when('three_or_more_workers'));
const CONTRACTOR_CLEARANCE = rule(CONTRACTORS, when('has_employees'));
const FEDERAL_CORPORATION = rule(null, when('incorporated'), when('federally_incorporated'));
const PROVINCIAL_CORPORATION = rule(null, when('incorporated'), when('federally_incorporated', false));
const SOLE_PROPRIETOR_TRADE_NAME = rule(null, when('incorporated', false), when('trade_name'));
const SALES_TAX = rule(null, when('over_small_supplier'));
/** Employer health taxes: employers whose payroll passes the province's exemption (issue 28). */
const HEALTH_TAX_OVER_1M = rule(null, when('has_employees'), when('payroll_over_1m'));
const FOOD_PREMISES_PERMIT = rule(FOOD_PREMISES, when('sells_food'));
const FOOD_SERVICE_PERMIT = rule(all(FOOD_SERVICE, MAY_SERVE_FOOD), when('sells_food'));
const RESTAURANT_LIQUOR = rule(SERVES_ALCOHOL, when('sells_alcohol'));
const LIQUOR_RETAIL = rule(SELLS_ALCOHOL_RETAIL, when('sells_alcohol'));
const CANNABIS_RETAIL = rule(['cannabis_retail'], when('sells_cannabis'));
const PHARMACY = rule(PHARMACIES, when('handles_drugs'));
const TOBACCO = rule(TOBACCO_SELLERS, when('sells_tobacco'));
const VAPING = rule(VAPE_SELLERS, when('sells_tobacco'));
const MOBILE_VENDING = rule(VENDORS, when('mobile_vending'));
const GENERAL_LICENCE = EVERY_BUSINESS;
const STOREFRONT = rule(null, when('home_based', false));
const HOME_BASED = rule(null, when('home_based'));
const INTER_MUNICIPAL = rule(MOBILE_TRADES);
const CHILD_CARE_LICENCE = rule(CHILD_CARE);
const PERSONAL_SERVICE_NOTICE = rule(PERSONAL_SERVICES);

export const APPLICABILITY: Readonly<Record<string, Applicability>> = {
  // Federal
  'federal-business-number-bn-registration': EVERY_BUSINESS,
  'federal-gst-hst-registration-rt-program-account': SALES_TAX,
  'federal-payroll-deductions-program-account-rp': EMPLOYER,
  'federal-t4-information-return-t4-slips-and-summary': EMPLOYER,
  'federal-import-export-program-account-rm': rule(null, when('imports_exports')),
  // Food importers, exporters and interprovincial traders (CFIA); retail-only food businesses need none.
  'federal-safe-food-for-canadians-sfc-licence': rule(
    all(FOOD_MAKERS, ['grocery_store']),
    when('imports_exports'),
  ),
  // Health Canada: "to fabricate, package, label, distribute, import, wholesale, or test a drug" — not
  // to dispense it: a community pharmacy (handles_drugs) needs none unless it also does one of these.
  'federal-drug-establishment-licence-del': rule(
    ['pharmacy', 'general_manufacturing'],
    when('drug_wholesale'),
  ),
  'federal-medical-device-establishment-licence-mdel': rule(HEALTH_PRODUCTS, when('medical_devices')),
  // The device licence is the manufacturer's ("Manufacturers of licensed Class II-IV devices").
  'federal-medical-device-licence-class-ii-iv-annual-right-to-sell': rule(
    ['general_manufacturing'],
    when('medical_devices'),
  ),
  // Licensed dealers make, sell, import or export controlled substances; a pharmacist dispensing on
  // prescription is not a licensed dealer.
  'federal-controlled-substances-dealer-s-licence': rule(
    ['pharmacy', 'general_manufacturing'],
    when('drug_wholesale'),
  ),
  'federal-cannabis-licence-cultivation-processing-sale-for-medical-purposes': rule(
    ['general_manufacturing', 'food_manufacturing'],
    when('sells_cannabis'),
  ),
  'federal-excise-licence-spirits-wine-tobacco-cannabis-vaping-under-excise-act-2001': rule(ALCOHOL_MAKERS),
  'federal-radio-licence-radio-apparatus-ised': rule(null, when('uses_radio')),
  // PSPC: "Individuals and organizations must register in the CGP if they need to examine, possess or
  // transfer controlled goods" — whatever their activity.
  'federal-controlled-goods-program-registration': rule(null, when('controlled_goods')),
  'federal-background-music-licence-socan-tariff-15a-re-sound-tariff-3-via-entandem': rule(
    null,
    when('plays_music'),
  ),
  'federal-measuring-device-examination-retail-food-trade-scales': rule(
    ['grocery_store', 'convenience_store', 'bakery'],
    when('sells_food'),
  ),
  'federal-measuring-device-examination-retail-petroleum-pumps-meters': rule(
    ['gas_station'],
    when('sells_fuel'),
  ),
  'federal-transportation-of-dangerous-goods-tdg-training-certificate': rule(null, when('dangerous_goods')),
  // Registration is voluntary; its 10-year renewal concerns holders only.
  'federal-trademark-registration': rule(null, when('has_trademark')),
  'federal-federal-corporation-annual-return-cbca': FEDERAL_CORPORATION,
  'federal-nuans-name-search-report-for-incorporation': rule(null, when('new_business_name')),
  'federal-firearms-business-licence': rule(
    ['general_retail', 'used_goods_pawn', 'general_manufacturing'],
    when('sells_firearms'),
  ),
  // CRTC: "All telecommunication providers must register with us" — a software firm only if it provides
  // or resells telecommunications or Internet access (the taxonomy has no telecom activity).
  'federal-telecommunications-service-provider-registration': rule(['software_it'], when('telecom_services')),

  // Ontario
  'provincial-on-liquor-sales-licence': RESTAURANT_LIQUOR,
  'provincial-on-grocery-store-licence-beer-cider-wine': rule(
    ['grocery_store', 'convenience_store'],
    when('sells_alcohol'),
  ),
  // AGCO: a licence "to deliver liquor to customers for a fee" — for those who deliver, not every seller.
  'provincial-on-liquor-delivery-service-licence': rule(
    all(FOOD_SERVICE, SELLS_ALCOHOL_RETAIL),
    when('sells_alcohol'),
    when('delivers_alcohol'),
  ),
  'provincial-on-cannabis-retail-operator-licence': CANNABIS_RETAIL,
  'provincial-on-cannabis-retail-store-authorization': CANNABIS_RETAIL,
  'provincial-on-new-home-builder-vendor-licence': rule(BUILDERS),
  'provincial-on-electrical-contractor-licence-lec': rule(['electrician']),
  'provincial-on-fuels-contractor-registration': rule(['plumber_hvac_gas']),
  'provincial-on-wsib-clearance-certificate': CONTRACTOR_CLEARANCE,
  'provincial-on-wsib-employer-registration': rule(WSIB_COVERED, when('has_employees')),
  'provincial-on-wsib-annual-premium-report-and-payment-annual-reporters': rule(
    WSIB_COVERED,
    when('has_employees'),
  ),
  'provincial-on-business-name-registration-master-business-licence': SOLE_PROPRIETOR_TRADE_NAME,
  // "exempt from Employer Health Tax (EHT) on the first $1 million of total Ontario renumeration"
  'provincial-on-employer-health-tax-eht-registration-and-annual-return': HEALTH_TAX_OVER_1M,
  'provincial-on-ontario-corporation-annual-return': PROVINCIAL_CORPORATION,
  'provincial-on-pharmacy-certificate-of-accreditation': PHARMACY,
  'provincial-on-environmental-compliance-approval-eca': rule(MANUFACTURERS),
  'provincial-on-notice-of-personal-service-setting-operation-o-reg-136-18': PERSONAL_SERVICE_NOTICE,
  'provincial-on-child-care-licence-child-care-and-early-years-act-2014': CHILD_CARE_LICENCE,
  'provincial-on-tobacco-retail-dealer-s-permit-tobacco-tax-act': TOBACCO,
  'provincial-on-specialty-vape-store-registration-smoke-free-ontario-act-2017': rule(['tobacco_vape_shop']),
  'provincial-on-motor-vehicle-dealer-registration-omvic': rule(CAR_DEALERS),
  'provincial-on-security-guard-private-investigator-agency-licence-psisa': rule(['security_guard_agency']),
  'provincial-on-brokerage-salesperson-registration-tresa': rule(['real_estate_brokerage']),
  'provincial-on-travel-agent-travel-wholesaler-registration-tico': rule(['travel_agency']),
  'provincial-on-mortgage-broker-principal-broker-licence-annual-and-mortgage-brokerage-licence': rule([
    'mortgage_brokerage',
  ]),
  'provincial-on-general-insurance-brokerage-member-firm-registration-ribo': rule(['insurance_agency']),
  'provincial-on-commercial-vehicle-operator-s-registration-cvor-certificate': rule([
    'trucking',
    'taxi_ride_hail',
  ]),
  'provincial-on-veterinary-facility-certificate-of-accreditation': rule(['veterinary_clinic']),

  // British Columbia
  'provincial-bc-food-primary-liquor-licence': rule(
    ['full_service_restaurant', 'limited_service_restaurant', 'cafe_coffee_shop', 'catering'],
    when('sells_alcohol'),
  ),
  'provincial-bc-liquor-primary-licence': rule(
    ['bar_pub_nightclub', 'hotel_motel', 'event_venue_banquet_hall', 'brewery_winery_distillery'],
    when('sells_alcohol'),
  ),
  'provincial-bc-licensee-retail-store-private-liquor-store-licence': rule(
    ['liquor_store'],
    when('sells_alcohol'),
  ),
  'provincial-bc-liquor-manufacturer-licence-brewery-winery-distillery': rule(ALCOHOL_MAKERS),
  'provincial-bc-cannabis-retail-store-licence': CANNABIS_RETAIL,
  'provincial-bc-residential-builder-licence': rule(BUILDERS),
  'provincial-bc-electrical-contractor-licence': rule(['electrician']),
  'provincial-bc-gas-contractor-licence': rule(['plumber_hvac_gas']),
  'provincial-bc-worksafebc-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-bc-worksafebc-employer-registration': EMPLOYER,
  'provincial-bc-worksafebc-annual-payroll-report-and-payment': EMPLOYER,
  // The $1,000,000 exemption from 2024 (Bill 3, reported by a third party; the notes say so).
  'provincial-bc-employer-health-tax-registration-and-annual-return': HEALTH_TAX_OVER_1M,
  'provincial-bc-pst-registration-vendor': rule(
    ofTypes('Retail', 'Restaurant', 'Manufacturing', 'Technology', 'Other'),
  ),
  // One permit, issued by the business's regional health authority (Fraser Health's is no longer a
  // template of its own: it was offered across BC). For food service: VCH and Fraser Health give food
  // stores and manufacturers an approval to operate instead.
  'provincial-bc-health-operating-permit-food-service-establishment': FOOD_SERVICE_PERMIT,
  'provincial-bc-pharmacy-licence': PHARMACY,
  'provincial-bc-bc-company-annual-report': PROVINCIAL_CORPORATION,
  'provincial-bc-bc-sole-proprietorship-partnership-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-bc-personal-service-establishment-health-approval': PERSONAL_SERVICE_NOTICE,
  'provincial-bc-community-care-facility-licence-child-care': CHILD_CARE_LICENCE,
  'provincial-bc-provincial-short-term-rental-registration-host': rule(['bnb_short_term_rental']),
  'provincial-bc-notice-of-intent-to-sell-e-substances': VAPING,
  'provincial-bc-motor-dealer-licence-vsa': rule(CAR_DEALERS),
  'provincial-bc-real-estate-brokerage-licence-real-estate-services-act': rule(['real_estate_brokerage']),

  // Alberta
  'provincial-ab-class-a-liquor-licence-restaurants-lounges': RESTAURANT_LIQUOR,
  'provincial-ab-class-d-retail-liquor-store-licence': rule(['liquor_store'], when('sells_alcohol')),
  'provincial-ab-class-e-liquor-manufacturer-licence-brewery-winery-distillery-brew-pub': rule(
    all(ALCOHOL_MAKERS, ['bar_pub_nightclub']),
    when('sells_alcohol'),
  ),
  'provincial-ab-cannabis-retail-licence': CANNABIS_RETAIL,
  'provincial-ab-residential-builder-licence': rule(BUILDERS),
  // Service Alberta: a business that "accepts money before all the work is done" on contracts for
  // "construction, maintenance, repairing, altering, adding to or improving private dwellings … such as
  // landscaping services".
  'provincial-ab-prepaid-contracting-business-licence': rule(CONSTRUCTION, when('prepaid_contracts')),
  'provincial-ab-food-handling-permit': FOOD_PREMISES_PERMIT,
  'provincial-ab-automotive-business-licence': rule(all(CAR_DEALERS, ['auto_repair'])),
  'provincial-ab-pharmacy-licence': PHARMACY,
  'provincial-ab-epea-approval-industrial-activities': rule(MANUFACTURERS),
  'provincial-ab-trade-name-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-ab-wcb-alberta-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-ab-wcb-alberta-employer-account': EMPLOYER,
  'provincial-ab-wcb-alberta-annual-return-insurable-earnings': EMPLOYER,
  'provincial-ab-alberta-corporation-annual-return': PROVINCIAL_CORPORATION,
  'provincial-ab-notice-to-alberta-health-services-before-offering-a-personal-service':
    PERSONAL_SERVICE_NOTICE,
  'provincial-ab-licence-for-facility-based-child-care-program-early-learning-and-child-care-act': rule([
    'child_care_centre',
  ]),
  'provincial-ab-security-services-business-licence-ssia': rule(['security_guard_agency', 'locksmith']),

  // Saskatchewan
  'provincial-sk-restaurant-tavern-liquor-permit': RESTAURANT_LIQUOR,
  'provincial-sk-retail-store-permit-liquor': LIQUOR_RETAIL,
  'provincial-sk-cannabis-retail-permit': CANNABIS_RETAIL,
  // "Businesses operating in Saskatchewan must register to obtain a PST number" (vendor or consumer).
  'provincial-sk-pst-vendor-s-licence': EVERY_BUSINESS,
  'provincial-sk-business-name-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-sk-food-service-establishment-permit': FOOD_SERVICE_PERMIT,
  'provincial-sk-pharmacy-permit': PHARMACY,
  'provincial-sk-wcb-saskatchewan-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-sk-wcb-saskatchewan-employer-registration': EMPLOYER,
  'provincial-sk-wcb-saskatchewan-employer-payroll-statement-eps': EMPLOYER,
  'provincial-sk-contact-public-health-officer-before-operating-an-invasive-personal-service-facility': rule([
    'tattoo_piercing',
  ]),
  'provincial-sk-child-care-centre-licence': CHILD_CARE_LICENCE,

  // Manitoba
  'provincial-mb-liquor-service-licence-general-age-restricted': RESTAURANT_LIQUOR,
  'provincial-mb-liquor-retail-licence-liquor-vendor-specialty-store': LIQUOR_RETAIL,
  // LGCA: any business "must be licensed by the LGCA to deliver liquor and/or cannabis in Manitoba".
  'provincial-mb-liquor-cannabis-delivery-licence': rule(
    all(FOOD_SERVICE, SELLS_ALCOHOL_RETAIL),
    when('sells_alcohol'),
    when('delivers_alcohol'),
  ),
  'provincial-mb-cannabis-retail-licence': CANNABIS_RETAIL,
  'provincial-mb-food-service-establishment-permit': rule(
    all(FOOD_RETAIL_AND_SERVICE, MAY_SERVE_FOOD),
    when('sells_food'),
  ),
  'provincial-mb-provincial-food-processing-permit': rule(all(FOOD_MAKERS, ['home_based_food_business'])),
  'provincial-mb-retail-sales-tax-rst-registration': rule(
    ofTypes('Retail', 'Restaurant', 'Manufacturing', 'Technology', 'Construction', 'Other'),
  ),
  'provincial-mb-business-name-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-mb-wcb-manitoba-clearance': CONTRACTOR_CLEARANCE,
  'provincial-mb-wcb-manitoba-employer-registration': EMPLOYER,
  // "Employers with total remuneration in a year of $2.25 million or less are exempted"
  'provincial-mb-health-and-post-secondary-education-tax-levy-he-levy': rule(
    null,
    when('has_employees'),
    when('payroll_over_2_25m'),
  ),
  'provincial-mb-wcb-manitoba-annual-payroll-report': EMPLOYER,
  'provincial-mb-early-learning-and-child-care-centre-licence': CHILD_CARE_LICENCE,

  // Québec
  'provincial-qc-permis-d-alcool-restaurant-pour-vendre-pour-servir-ou-bar': RESTAURANT_LIQUOR,
  'provincial-qc-permis-d-alcool-epicerie': rule(
    ['grocery_store', 'convenience_store'],
    when('sells_alcohol'),
  ),
  'provincial-qc-permis-alimentaire-restauration': rule(
    all(FOOD_SERVICE, MAY_SERVE_FOOD),
    when('sells_food'),
  ),
  'provincial-qc-permis-alimentaire-vente-au-detail': rule(
    ['grocery_store', 'convenience_store', 'gas_station', 'bakery'],
    when('sells_food'),
  ),
  'provincial-qc-licence-d-entrepreneur-rbq': rule(CONSTRUCTION),
  'provincial-qc-attestation-de-revenu-quebec': rule(CONTRACTORS),
  'provincial-qc-qst-registration': SALES_TAX,
  'provincial-qc-declaration-de-mise-a-jour-annuelle-req': rule(null, when('incorporated')),
  'provincial-qc-attestation-de-conformite-cnesst': CONTRACTOR_CLEARANCE,
  'provincial-qc-cnesst-employer-registration-occupational-health-and-safety': EMPLOYER,
  'provincial-qc-cnesst-annual-declaration-of-wages': EMPLOYER,
  'provincial-qc-revenu-quebec-employer-source-deductions-and-health-services-fund-fss-contribution-rl-1-summary':
    EMPLOYER,
  'provincial-qc-permis-de-centre-de-la-petite-enfance-ou-de-garderie': rule(['child_care_centre']),
  'provincial-qc-tourist-accommodation-establishment-registration-citq': rule(ACCOMMODATION),
  'provincial-qc-permis-de-commercant-de-vehicules-routiers': rule(CAR_DEALERS),
  'provincial-qc-permis-d-agence-de-securite-privee-bsp': rule(['security_guard_agency', 'locksmith']),

  // New Brunswick
  'provincial-nb-liquor-licence-dining-room-lounge': RESTAURANT_LIQUOR,
  'provincial-nb-food-premises-licence-class-3-4-5': FOOD_PREMISES_PERMIT,
  'provincial-nb-business-name-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-nb-worksafenb-clearance-certificate': CONTRACTOR_CLEARANCE,
  // WorkSafeNB: "all employers with three or more workers at any time during the year must register".
  'provincial-nb-worksafenb-employer-registration': EMPLOYER_OF_THREE,
  'provincial-nb-worksafenb-annual-assessment-payment': EMPLOYER_OF_THREE,
  'provincial-nb-new-brunswick-corporation-annual-return': PROVINCIAL_CORPORATION,
  'provincial-nb-early-learning-and-childcare-facility-licence-early-childhood-services-act':
    CHILD_CARE_LICENCE,
  'provincial-nb-electronic-cigarette-sales-outlet-licence': VAPING,

  // Nova Scotia
  'provincial-ns-permanent-liquor-licence-eating-establishment-lounge-beverage-room-cabaret':
    RESTAURANT_LIQUOR,
  'provincial-ns-food-establishment-permit': FOOD_PREMISES_PERMIT,
  'provincial-ns-business-registration-annual-renewal-rjsc': rule(null, when('incorporated')),
  'provincial-ns-nova-scotia-business-name-registration-annual-renewal': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-ns-wcb-nova-scotia-clearance-letter': CONTRACTOR_CLEARANCE,
  // WCB NS: "Do business in a mandatory industry, and Have 3 or more workers at the same time"
  // (Technology and Healthcare not confirmed mandatory).
  'provincial-ns-wcb-nova-scotia-employer-registration': rule(
    ofTypes('Restaurant', 'Retail', 'Construction', 'Manufacturing', 'Other'),
    when('has_employees'),
    when('three_or_more_workers'),
  ),
  'provincial-ns-direct-seller-company-permit': rule(['general_retail', 'online_only_retail']),
  'provincial-ns-collection-agency-licence': rule(['financial_advisor']),
  'provincial-ns-body-art-facility-permit-class-1-safe-body-art-act': rule(['tattoo_piercing']),
  'provincial-ns-child-care-facility-family-home-day-care-agency-licence-early-learning-and-child-care-act':
    CHILD_CARE_LICENCE,
  'provincial-ns-tourist-accommodation-short-term-rental-registration': rule([
    'hotel_motel',
    'bnb_short_term_rental',
  ]),
  'provincial-ns-vaping-products-retail-vendor-s-permit': VAPING,
  'provincial-ns-retail-vendor-s-permit-tobacco-retailer': TOBACCO,

  // Prince Edward Island
  'provincial-pe-food-premises-licence': FOOD_PREMISES_PERMIT,
  'provincial-pe-liquor-licence-dining-room-lounge': RESTAURANT_LIQUOR,
  // A pool permit: only the activities that run public pools or whirlpools (no question asks about pools).
  'provincial-pe-public-pool-whirlpool-permit': rule(['hotel_motel', 'campground_rv_park', 'fitness_studio']),
  'provincial-pe-wcb-pei-clearance': CONTRACTOR_CLEARANCE,
  'provincial-pe-wcb-pei-employer-registration-renewed-annually': EMPLOYER,
  'provincial-pe-business-name-registration-partnership-act': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-pe-tourism-establishment-licence': rule(ACCOMMODATION),
  'provincial-pe-tobacco-retail-vendor-s-licence-tobacco-tax-act': TOBACCO,
  'provincial-pe-early-learning-and-child-care-centre-licence': CHILD_CARE_LICENCE,

  // Newfoundland and Labrador
  'provincial-nl-food-establishment-licence': FOOD_PREMISES_PERMIT,
  'provincial-nl-liquor-licence-restaurant-lounge-etc': RESTAURANT_LIQUOR,
  'provincial-nl-workplacenl-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-nl-workplacenl-employer-registration': EMPLOYER,
  'provincial-nl-workplacenl-employer-payroll-statement': EMPLOYER,
  'provincial-nl-corporation-annual-return-registry-of-companies': rule(null, when('incorporated')),
  'provincial-nl-personal-services-establishment-tanning-facility-registration-personal-services-act': rule([
    'tattoo_piercing',
    'tanning_salon',
  ]),
  'provincial-nl-child-care-service-licence-child-care-act': CHILD_CARE_LICENCE,
  'provincial-nl-tobacco-retailer-licence-tobacco-and-vapour-products-control-act': TOBACCO,
  'provincial-nl-vapour-products-retail-licence-revenue-administration-act': rule(
    all(VAPE_SELLERS, ['online_only_retail']),
    when('sells_tobacco'),
  ),
  'provincial-nl-motor-vehicle-dealer-licence': rule(CAR_DEALERS),
  'provincial-nl-tourist-accommodation-registration-tourist-accommodations-act': rule(ACCOMMODATION),

  // Territories
  'provincial-nt-territorial-business-licence': GENERAL_LICENCE,
  'provincial-nt-liquor-licence': RESTAURANT_LIQUOR,
  'provincial-nt-food-establishment-permit': FOOD_PREMISES_PERMIT,
  'provincial-nt-wscc-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-nt-wscc-employer-registration-northwest-territories': EMPLOYER,
  'provincial-nt-wscc-annual-payroll-report-northwest-territories': EMPLOYER,
  'provincial-nt-northwest-territories-corporation-annual-return': PROVINCIAL_CORPORATION,
  'provincial-nt-northwest-territories-business-name-registration-sole-proprietorship':
    SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-nt-personal-service-establishment-permit': PERSONAL_SERVICE_NOTICE,
  'provincial-nu-general-business-licence': GENERAL_LICENCE,
  'provincial-nu-liquor-licence': RESTAURANT_LIQUOR,
  'provincial-nu-wscc-clearance-letter': CONTRACTOR_CLEARANCE,
  'provincial-nu-wscc-employer-registration-nunavut': EMPLOYER,
  'provincial-nu-wscc-annual-payroll-report-nunavut': EMPLOYER,
  'provincial-nu-food-establishment-permit': FOOD_PREMISES_PERMIT,
  'provincial-nu-pawnbroker-second-hand-dealer-licence': rule(['used_goods_pawn'], when('second_hand')),
  'provincial-nu-tourist-establishment-licence': rule(ACCOMMODATION),
  'provincial-nu-real-estate-agent-licence': rule(['real_estate_brokerage']),
  'provincial-yt-liquor-licence-food-primary-liquor-primary': RESTAURANT_LIQUOR,
  'provincial-yt-cannabis-retail-licence': CANNABIS_RETAIL,
  'provincial-yt-food-establishment-permit': FOOD_PREMISES_PERMIT,
  'provincial-yt-temporary-food-permit-events': rule([
    'food_truck_street_vending',
    'catering',
    'home_based_food_business',
  ]),
  'provincial-yt-business-name-registration': SOLE_PROPRIETOR_TRADE_NAME,
  'provincial-yt-yukon-wcb-clearance': CONTRACTOR_CLEARANCE,
  'provincial-yt-yukon-wscb-employer-registration': EMPLOYER,
  'provincial-yt-yukon-employer-payroll-return-epr': EMPLOYER,
  'provincial-yt-family-day-home-licence-child-care-centre-licence': CHILD_CARE_LICENCE,

  // Municipal: Ontario
  'municipal-on-toronto-eating-or-drinking-establishment-licence': rule(SIT_DOWN, when('sells_food')),
  // Toronto's two food licences differ by seating; no question asks it, so a take-out restaurant is
  // offered the eating-establishment licence only (both templates' notes say so).
  'municipal-on-toronto-retail-store-food-licence': rule(
    ['grocery_store', 'convenience_store', 'gas_station', 'bakery'],
    when('sells_food'),
  ),
  'municipal-on-toronto-smoke-shop-vapour-product-retailer-licence': TOBACCO,
  'municipal-on-toronto-building-renovator-licence': rule(['home_renovation', 'general_contractor']),
  'municipal-on-toronto-food-handler-certification': rule(FOOD_RETAIL_AND_SERVICE, when('sells_food')),
  'municipal-on-toronto-holistic-centre-licence': rule(['physio_massage_therapy', 'nail_esthetics_spa']),
  'municipal-on-toronto-personal-services-settings-licence': rule([
    'hair_salon_barber',
    'nail_esthetics_spa',
    'tattoo_piercing',
  ]),
  'municipal-on-toronto-short-term-rental-operator-registration': rule(['bnb_short_term_rental']),
  'municipal-on-toronto-taxicab-owner-licence': rule(['taxi_ride_hail']),
  'municipal-on-ottawa-food-premises-business-licence': rule(FOOD_RETAIL_AND_SERVICE, when('sells_food')),
  // Outdoor seating on the sidewalk: only for those that have it.
  'municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit': rule(SIT_DOWN, when('has_terrace')),
  'municipal-on-mississauga-eatery-licence-restaurant-retail-food': rule(
    FOOD_RETAIL_AND_SERVICE,
    when('sells_food'),
  ),
  'municipal-on-mississauga-fixed-location-business-operating-licence-pet-shop-tobacco-personal-services-etc':
    rule(
      all(
        ['pet_store', 'tobacco_vape_shop', 'used_goods_pawn', 'car_dealer_used', 'auto_repair'],
        PERSONAL_SERVICES,
      ),
    ),
  'municipal-on-mississauga-trades-operating-business-licence-plumber-paving-renovator': rule([
    'plumber_hvac_gas',
    'home_renovation',
    'general_contractor',
    'landscaping',
  ]),
  'municipal-on-mississauga-short-term-accommodation-licence': rule(['bnb_short_term_rental']),
  'municipal-on-hamilton-food-business-licence': rule(FOOD_RETAIL_AND_SERVICE, when('sells_food')),
  'municipal-on-hamilton-business-licence': GENERAL_LICENCE,
  'municipal-on-niagara-falls-vacation-rental-unit-licence': rule(['bnb_short_term_rental']),
  'municipal-on-vaughan-second-hand-goods-or-pawn-shop-licence': rule(
    ['used_goods_pawn'],
    when('second_hand'),
  ),
  // Ontario cities that license listed classes only: the classes their by-laws name.
  'municipal-on-london-business-licence-business-licensing-by-law-l-131-16': rule(
    all(FOOD_SERVICE, [
      'tobacco_vape_shop',
      'pet_store',
      'used_goods_pawn',
      'taxi_ride_hail',
      'home_renovation',
    ]),
  ),
  'municipal-on-kingston-business-licence-business-license-bylaw-2025-34': rule([
    'event_venue_banquet_hall',
    'food_truck_street_vending',
  ]),
  'municipal-on-guelph-business-licence-business-licence-by-law-2009-18855': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['physio_massage_therapy', 'used_goods_pawn', 'taxi_ride_hail']),
  ),
  'municipal-on-windsor-business-licence-business-licensing-by-law-395-2004': rule(
    all(FOOD_SERVICE, [
      'convenience_store',
      'used_goods_pawn',
      'car_dealer_used',
      'auto_repair',
      'event_venue_banquet_hall',
      'taxi_ride_hail',
      'home_renovation',
      'plumber_hvac_gas',
    ]),
  ),
  'municipal-on-st-catharines-general-business-licence-by-law-2005-318': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, [
      'convenience_store',
      'used_goods_pawn',
      'pet_store',
      'event_venue_banquet_hall',
    ]),
  ),
  'municipal-on-oakville-business-licence-town-licensed-business-classes': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['used_goods_pawn', 'pet_store', 'taxi_ride_hail']),
  ),
  'municipal-on-burlington-business-licence-business-licensing-by-law-042-2008': rule(
    all(['car_dealer_new', 'car_dealer_used', 'auto_repair', 'convenience_store'], FOOD_SERVICE),
  ),
  'municipal-on-chatham-municipal-business-licence-consolidated-business-licensing-by-law': rule(
    all(FOOD_SERVICE, ['grocery_store', 'convenience_store', 'tobacco_vape_shop', 'used_goods_pawn']),
  ),
  'municipal-on-brampton-business-licence-stationary-business-licensing-by-law-332-2013': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, [
      'convenience_store',
      'used_goods_pawn',
      'auto_repair',
      'car_dealer_used',
    ]),
  ),
  'municipal-on-brampton-driveway-paving-contractor-licence': rule(['landscaping', 'general_contractor']),
  'municipal-on-barrie-business-licence-business-licensing-by-law-general': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['used_goods_pawn', 'event_venue_banquet_hall']),
  ),
  'municipal-on-cambridge-business-licence-stationary-and-mobile-businesses': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, [
      'grocery_store',
      'convenience_store',
      'auto_repair',
      'event_venue_banquet_hall',
    ]),
  ),
  'municipal-on-brantford-business-licence': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['event_venue_banquet_hall', 'bnb_short_term_rental']),
  ),
  'municipal-on-vaughan-business-licence-eating-establishment-lounge-nightclub-pub-and-other-classes':
    rule(SIT_DOWN),
  'municipal-on-waterloo-business-licence-business-licensing-bylaw-2023-105': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['used_goods_pawn', 'taxi_ride_hail']),
  ),
  'municipal-on-kitchener-business-licence-municipal-code-chapter-599': rule(
    all(FOOD_SERVICE, PERSONAL_SERVICES, ['used_goods_pawn', 'taxi_ride_hail']),
  ),
  'municipal-on-markham-driveway-paving-contractor-licence': rule(['landscaping', 'general_contractor']),
  'municipal-on-oshawa-business-licence-regulated-classes': rule(
    all([
      'grocery_store',
      'convenience_store',
      'bakery',
      'tobacco_vape_shop',
      'tattoo_piercing',
      'used_goods_pawn',
      'car_dealer_used',
      'auto_repair',
      'event_venue_banquet_hall',
    ]),
  ),
  'municipal-on-oshawa-peddler-licence': MOBILE_VENDING,
  'municipal-on-milton-business-licence-licensed-classes': rule(
    all(PERSONAL_SERVICES, [
      'physio_massage_therapy',
      'food_truck_street_vending',
      'pet_grooming_boarding',
      'taxi_ride_hail',
    ]),
  ),
  'municipal-on-newmarket-business-licence-licensed-classes': rule([
    'nail_esthetics_spa',
    'physio_massage_therapy',
    'pet_store',
    'bnb_short_term_rental',
    'taxi_ride_hail',
    'food_truck_street_vending',
  ]),
  'municipal-on-peterborough-business-licence-licensed-classes': rule(
    all([
      'bakery',
      'catering',
      'full_service_restaurant',
      'limited_service_restaurant',
      'cafe_coffee_shop',
      'hair_salon_barber',
      'nail_esthetics_spa',
      'tattoo_piercing',
      'pet_grooming_boarding',
      'auto_repair',
      'grocery_store',
    ]),
  ),
  'municipal-on-norfolk-county-business-licence-licensed-classes': rule(
    all(FOOD_SERVICE, [
      'grocery_store',
      'convenience_store',
      'hotel_motel',
      'bnb_short_term_rental',
      'used_goods_pawn',
      'nail_esthetics_spa',
      'taxi_ride_hail',
    ]),
  ),
  'municipal-on-sarnia-business-licence-licensed-classes': rule(
    all(SIT_DOWN, [
      'tattoo_piercing',
      'pet_grooming_boarding',
      'used_goods_pawn',
      'taxi_ride_hail',
      'bnb_short_term_rental',
      'plumber_hvac_gas',
    ]),
  ),
  'municipal-on-caledon-business-licence-licensed-classes': rule([
    'food_truck_street_vending',
    'full_service_restaurant',
    'bar_pub_nightclub',
  ]),
  'municipal-on-caledon-taxi-and-limousine-licence': rule(['taxi_ride_hail']),
  // Greater Sudbury's licensed classes (SU1): building, heating and plumbing trades, street vendors,
  // places of amusement, home-based businesses, convenience and tobacco stores, kennels,
  // second-hand dealers and pawnbrokers, trailer parks and tourist camps.
  'municipal-on-greater-sudbury-business-licence-licensed-classes': rule([
    'general_contractor',
    'home_renovation',
    'plumber_hvac_gas',
    'food_truck_street_vending',
    'convenience_store',
    'tobacco_vape_shop',
    'used_goods_pawn',
    'pet_grooming_boarding',
    'campground_rv_park',
    'event_venue_banquet_hall',
    'home_office_consulting',
    'home_based_food_business',
  ]),
  'municipal-on-pickering-business-licence-licensed-classes': rule([
    'pet_store',
    'pet_grooming_boarding',
    'food_truck_street_vending',
    'event_venue_banquet_hall',
    'taxi_ride_hail',
    'general_retail',
  ]),

  // Municipal: British Columbia
  'municipal-bc-vancouver-business-licence': GENERAL_LICENCE,
  'municipal-bc-surrey-business-licence': GENERAL_LICENCE,
  'municipal-bc-surrey-inter-municipal-business-licence-fraser-valley': INTER_MUNICIPAL,
  'municipal-bc-victoria-business-licence': GENERAL_LICENCE,
  'municipal-bc-victoria-greater-victoria-inter-municipal-business-licence': INTER_MUNICIPAL,
  'municipal-bc-burnaby-business-licence-all-businesses': GENERAL_LICENCE,
  'municipal-bc-burnaby-inter-municipal-business-licence-metro-west-burnaby-new-westminster-vancouver-surrey-delta-richmond':
    INTER_MUNICIPAL,
  'municipal-bc-richmond-business-licence-business-licence-bylaw-no-7360': GENERAL_LICENCE,
  'municipal-bc-abbotsford-business-licence-business-licence-bylaw-2006-no-1551-2006': GENERAL_LICENCE,
  'municipal-bc-abbotsford-fraser-valley-intermunicipal-business-licence-bylaw-no-2990-2019': INTER_MUNICIPAL,
  'municipal-bc-saanich-business-licence-business-licence-bylaw-no-8213-2002': GENERAL_LICENCE,
  'municipal-bc-kelowna-inter-community-mobile-business-licence': rule(
    all(CONSTRUCTION, ['cleaning_janitorial', 'physio_massage_therapy', 'auto_repair', 'hair_salon_barber']),
  ),
  'municipal-bc-port-coquitlam-business-licence': GENERAL_LICENCE,
  'municipal-bc-new-westminster-business-licence': GENERAL_LICENCE,
  'municipal-bc-north-vancouver-business-licence': GENERAL_LICENCE,
  // municipal-100.json (issue 28): every business (CQ1; NVC1 refers to the City's Bylaw)
  'municipal-bc-coquitlam-business-licence': GENERAL_LICENCE,
  'municipal-bc-city-of-north-vancouver-business-licence': GENERAL_LICENCE,
  'municipal-bc-nanaimo-business-licence': GENERAL_LICENCE,
  'municipal-bc-kamloops-business-licence': GENERAL_LICENCE,
  'municipal-bc-prince-george-business-licence': GENERAL_LICENCE,

  // Municipal: Prairies
  'municipal-ab-calgary-business-licence': GENERAL_LICENCE,
  'municipal-ab-edmonton-business-licence': GENERAL_LICENCE,
  'municipal-ab-lethbridge-business-licence': GENERAL_LICENCE,
  'municipal-ab-airdrie-business-licence': GENERAL_LICENCE,
  'municipal-ab-st-albert-business-licence': GENERAL_LICENCE,
  'municipal-ab-grande-prairie-business-licence': GENERAL_LICENCE,
  'municipal-ab-medicine-hat-business-licence': GENERAL_LICENCE,
  // Winnipeg licenses about nine listed activities only (no home-based businesses); those the
  // catalogue knows of. To verify against the Doing Business in Winnipeg By-law.
  'municipal-mb-winnipeg-community-safety-business-licence-specified-activities': rule([
    'used_goods_pawn',
    'tattoo_piercing',
    'event_venue_banquet_hall',
    'bar_pub_nightclub',
  ]),
  'municipal-mb-winnipeg-body-modification-establishment-permit-to-operate': rule(['tattoo_piercing']),
  'municipal-sk-saskatoon-business-licence': STOREFRONT,
  'municipal-sk-saskatoon-home-based-business-licence': HOME_BASED,
  'municipal-sk-regina-residential-home-based-business-licence': HOME_BASED,
  'municipal-sk-regina-non-resident-business-licence': INTER_MUNICIPAL,

  // Municipal: Québec
  'municipal-qc-montreal-certificat-d-occupation-commercial-occupancy-certificate': GENERAL_LICENCE,
  // « Si vous exploitez un bar ou un restaurant et que vous souhaitez aménager une terrasse commerciale … »
  'municipal-qc-montreal-terrasse-commerciale-sur-le-domaine-public-permit': rule(
    SIT_DOWN,
    when('has_terrace'),
  ),
  'municipal-qc-montreal-permis-d-entrepreneur-sans-place-d-affaires': INTER_MUNICIPAL,
  'municipal-qc-quebec-certificat-d-occupation': GENERAL_LICENCE,
  'municipal-qc-laval-certificat-d-occupation-occupancy-certificate': GENERAL_LICENCE,
  'municipal-qc-gatineau-permis-d-affaires-business-permit': GENERAL_LICENCE,
  'municipal-qc-longueuil-certificat-d-autorisation-ou-d-occupation-certificate-of-authorization-or-occupation':
    GENERAL_LICENCE,

  // Municipal: Atlantic and the North
  'municipal-ns-halifax-vending-mobile-food-licence': MOBILE_VENDING,
  'municipal-nb-moncton-peddler-transient-trader-mobile-vendor-licence': MOBILE_VENDING,
  'municipal-nb-saint-john-peddlers-and-hawkers-licence-by-law-lg-14': MOBILE_VENDING,
  'municipal-nb-fredericton-peddler-transient-trader-mobile-vendor-licence': MOBILE_VENDING,
  'municipal-nl-st-john-s-mobile-vendor-licence': MOBILE_VENDING,
  'municipal-nl-st-john-s-transient-dealer-licence': MOBILE_VENDING,
  'municipal-nl-st-john-s-amusement-machine-licence': rule([
    'bar_pub_nightclub',
    'convenience_store',
    'event_venue_banquet_hall',
  ]),
  'municipal-pe-charlottetown-street-vendor-food-truck-licence': MOBILE_VENDING,
  'municipal-yt-whitehorse-business-licence': GENERAL_LICENCE,
  'municipal-yt-whitehorse-yukon-inter-municipal-business-licence': INTER_MUNICIPAL,
  'municipal-nt-yellowknife-business-licence': GENERAL_LICENCE,
  'municipal-nu-iqaluit-business-licence': GENERAL_LICENCE,
};

/** The applicability of a template; throws when the table has none (every template needs one). */
export function applicabilityOf(key: string): Applicability {
  const found = APPLICABILITY[key];
  if (!found) throw new Error(`${key}: no entry in scripts/applicability.ts (whom does it apply to?)`);
  for (const condition of found.conditions)
    if (!(ACTIVITY_QUESTION_KEYS as readonly string[]).includes(condition.key))
      throw new Error(`${key}: unknown question ${condition.key}`);
  return found;
}
