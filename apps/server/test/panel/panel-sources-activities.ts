// The official texts of the activity licences the panel checks (research of 2026-11:
// activity-licences-evidence.md, quoted as stored there; the catalogue's source_url otherwise).
import type { Citation } from './panel-types';

const cite = (source: string, quote: string): Citation => ({ source, quote });

// ── Ontario ──────────────────────────────────────────────────────────────────────────────────────
export const ON_PSS_NOTICE = cite(
  'https://myhealthunit.ca/en/health-topics/personal-service-settings1.aspx',
  'there is a requirement for any personal service setting to notify the Health Unit 14 days in advance of commencing operation',
);
export const TORONTO_PSS = cite(
  'https://www.toronto.ca/services-payments/permits-licences-bylaws/body-piercing-electrolysis-hair-salon-nail-shop-tattoo-and-waxing/',
  'Businesses that provide personal services must obtain a Personal Services Settings licence.',
);
export const TORONTO_EATING = cite(
  'https://www.toronto.ca/services-payments/permits-licences-bylaws/restaurants-cafes-grocery-variety-and-retail-stores-selling-food/eating-or-drinking-establishment/',
  'Prior to submitting an application, you must provide an approved Zoning Review for Business Licence.',
);
/** The two food licences, by seating (the current toronto.ca page). */
export const TORONTO_FOOD_BY_SEATING = cite(
  'https://www.toronto.ca/services-payments/permits-licences-bylaws/restaurants-cafes-grocery-variety-and-retail-stores-selling-food/',
  'There are two types of licences for businesses that sell food. The main difference between the two is whether or not there is a seating area located in the establishment.',
);
/** Eating establishments, with seating (the older toronto.ca page, the catalogue's source). */
export const TORONTO_EATING_WITH_SEATING = cite(
  'https://www1.toronto.ca/wps/portal/contentonly?vgnextoid=821050dc818ab410VgnVCM10000071d60f89RCRD&vgnextchannel=d887d8201c207410VgnVCM10000071d60f89RCRD',
  'Some examples include restaurants, cafes, coffee shops, burger shops, delicatessens, donut shops, fish and chips stores and pizza parlours.',
);
export const AGCO_DELIVERY = cite(
  'https://agco.ca/book/export/html/60621',
  'The Alcohol and Gaming Commission of Ontario (AGCO) issues a licence that allow you to deliver liquor to customers for a fee.',
);
export const AGCO_LIQUOR = cite(
  'https://www.agco.ca/alcohol/liquor-sales-licences-renewals-extensions-and-transfers',
  'If your renewal application is not received by the expiry date on your liquor licence, your licence will expire and you can no longer sell or serve alcohol.',
);
export const ON_TOBACCO_PERMIT = cite(
  'https://www.tbdhu.com/health-topics/smoking-vaping-tobacco/smoke-free-ontario-act-enforcement',
  'To sell tobacco products to a consumer you need to hold a tobacco retail permit under the Tobacco Tax Act (TTA).',
);
export const ON_SPECIALTY_VAPE = cite(
  'https://wdgpublichealth.ca/your-community/inspections-operators-businesses/tobacconist-and-specialty-vape-shop-retailers',
  'A tobacconist’s or specialty vape shop’s registration must be updated yearly with the Board of Health.',
);
export const ON_CHILD_CARE = cite(
  'https://www.ontario.ca/page/apply-or-renew-child-care-licence',
  'A child care licence is required for all child care programs that provides care to more than 5 children younger than 13 years old.',
);
export const ESA_CONTRACTOR = cite(
  'https://esasafe.com/contractors/licensed-electrical-contractor/renew-your-licence/',
  'Each year, every Licensed Electrical Contractor must: Submit annual licence fee',
);
export const RIBO_FIRMS = cite(
  'https://www.ribo.com/individual-licensing/',
  'The annual registration fee (currently $220 and subject to change without notice) covers the period from October 1st to September 30th.',
);
export const TICO_REGISTRATION = cite(
  'https://tico.ca/travel-professionals/registration-information/overview-requirements.html',
  'Once registered, the licence must be renewed annually at the registrant’s fiscal year anniversary.',
);
export const OCP_PHARMACY = cite(
  'https://ocpinfo.com/pharmacies/operating-a-community-pharmacy/pharmacy-accreditation-renewal',
  'All accredited pharmacies in Ontario must complete an application for renewal of their Certificate of Accreditation annually',
);

// ── Québec ───────────────────────────────────────────────────────────────────────────────────────
/** Third-party (Protégez-Vous), the research's only copy of the rule; MAPAQ's own page was not found. */
export const MAPAQ_PERMIT = cite(
  'https://www.protegez-vous.ca/nouvelles/sante-et-alimentation/plats-prepares-a-la-maison-un-permis-de-restauration-sera-exige',
  'Au Québec, toute entreprise se livrant à des activités de préparation alimentaire dans le but d’effectuer de la restauration ou de la vente au détail doit détenir un permis, en vertu du Règlement sur les aliments.',
);
export const RACJ_RESTAURANT = cite(
  'https://www.racj.gouv.qc.ca/secteurs-dactivite/alcool/detaillants.html',
  'Un permis peut être exploité sur une base annuelle ou saisonnière (183 jours consécutifs ou moins).',
);
export const QC_GROCERY_ALCOHOL = cite(
  'https://www4.gouv.qc.ca/fr/Portail/citoyens/programme-service/Pages/Info.aspx?sqctype=service&sqcid=2415',
  "Permis d'épicerie | 140 $ | 168 $",
);
export const QST_TOBACCO_RETAIL = cite(
  'https://www.revenuquebec.ca/en/businesses/consumption-taxes/tobacco-tax/vendor-responsibilities/',
  'The retail vendor has a QST registration certificate.',
);
export const QC_GARDERIE = cite(
  'https://legisquebec.gouv.qc.ca/en/document/cs/c-8.2/20040101?langCont=fr',
  "«garderie» : un établissement qui fournit des services de garde éducatifs dans une installation où l'on reçoit au moins sept enfants",
);
export const MONTREAL_TERRASSE = cite(
  'https://montreal.ca/demarches/demander-un-permis-pour-amenager-une-terrasse-commerciale-sur-le-domaine-public?arrondissement=Rosemont%E2%80%93La%20Petite-Patrie',
  'Si vous exploitez un bar ou un restaurant et que vous souhaitez aménager une terrasse commerciale, aussi appelée « café-terrasse », sur le domaine public, vous devez vous procurer un permis.',
);
export const RBQ_LICENCE = cite(
  'https://www.rbq.gouv.qc.ca/licence-et-examens/repondre-a-ses-obligations/payer-le-maintien-de-sa-licence.html',
  'Si vous n’avez pas acquitté les droits et frais de maintien de votre licence à son échéance, elle devient automatiquement nulle.',
);
export const CITQ_REGISTRATION = cite(
  'https://citq.qc.ca/fr/enregistrement_dispositionslegislatives.php',
  "Valide pour 12 mois et destiné à trois catégories d'établissements, l'enregistrement prend la forme d'un numéro d'enregistrement",
);

// ── The West ─────────────────────────────────────────────────────────────────────────────────────
export const BC_LIQUOR_RENEWAL = cite(
  'https://www2.gov.bc.ca/gov/content/employment-business/business/liquor-regulation-licensing/liquor-licence-permits/amend-liquor-licence/renew-a-liquor-licence',
  'You can renew your licence from 60 days before the expiry date to 30 days after the expiry date.',
);
export const BC_HEALTH_OPERATING_PERMIT = cite(
  'https://www2.gov.bc.ca/gov/content/employment-business/business/managing-a-business/starting-a-business/starting-a-restaurant-in-bc/permits-licences/health-operating-permit',
  'This page provides information on applying for a health operating permit, which all food service businesses in B.C. must have. These are issued by health authorities.',
);
export const VCH_FOOD_STORES = cite(
  'https://www.vch.ca/your-environment/food-safety/permits/',
  'Operators of non-permitted food premises such as food stores and food manufacturer must obtain an approval to operate.',
);
export const FRASER_HEALTH_FOOD = cite(
  'https://fraserhealth.ca/health-topics-a-to-z/food-safety/resources-for-food-business-operators',
  'Annual operating permits expire on March 31. Invoices for this year’s permit fees will be mailed out in April.',
);
export const BC_ELECTRICAL = cite(
  'https://technicalsafetybc.ca/certification/electrical-licences',
  'In order to perform regulated electrical work in BC, you must either be licensed by Technical Safety BC, employed by a Technical Safety BC licensed electrical contractor, or authorized to perform work yourself.',
);
export const BC_STR_REGISTRY = cite(
  'https://www2.gov.bc.ca/gov/content/housing-tenancy/short-term-rentals/registry/platform-registration',
  'Short-term rental hosts, platforms and strata hotel platforms in B.C. must register and pay annual registration fees.',
);
export const VSA_DEALER = cite(
  'https://vsabc.ca/dealer-wholesaler/dealer-wholesaler-renewal/fee-schedule',
  'Late Fees – charged on all renewals received by VSA after the license expiry date.',
);
export const AB_PERSONAL_SERVICES = cite(
  'https://www.alberta.ca/personal-services-regulation-and-standards.aspx',
  'require businesses to notify Alberta Health Services before they offer a new service to the public',
);
export const AMVIC_LICENCE = cite(
  'https://www.amvic.org/business/business-licence/renew-a-business-licence/',
  'The expiry date of a business licence never changes. It is due the same date every year.',
);
export const AB_PREPAID_CONTRACTING = cite(
  'https://alberta.ca/prepaid-contracting-licence',
  'accepts money before all the work is done or the services are provided or both',
);
export const AB_SECURITY = cite(
  'https://alberta.ca/security-investigation-locksmith-business-resources',
  'Licences are available for 1, 2 or 3 years.',
);
export const AB_CHILD_CARE = cite(
  'https://www.alberta.ca/licensed-facility-based-programs',
  'Your initial licence will be valid for a minimum term of one year up to a maximum term of 3 years.',
);
export const SLGA_RESTAURANT = cite(
  'https://www.slga.com/permits-and-licences/liquor-permits/commercial-liquor-permits/commercial-general-information',
  'A ratio of one dollar of food sales for each dollar of beverage alcohol sales (calculated on a monthly basis) must be maintained.',
);
export const WINNIPEG_BODY_MODIFICATION = cite(
  'https://www.gov.mb.ca/health/publichealth/environmentalhealth/protection/personal.html',
  'Before any Body Modification Establishment can commence operation in the City of Winnipeg, the operator requires a PERMIT TO OPERATE issued by Manitoba Health',
);
export const MB_LIQUOR_STORE = cite(
  'https://lgcamb.ca/liquor/retail-licences/liquor-store/',
  'Annual fee $1,000 per store',
);
export const MB_DELIVERY = cite(
  'https://lgcamb.ca/h-faqs/my-delivery-service-has-been-delivering-liquor-and-or-cannabis-for-several-years-do-i-still-need-a-licence/',
  'any organization, association, group or partnership, corporation or any other business must be licensed by the LGCA to deliver liquor and/or cannabis in Manitoba.',
);
/** Manitoba Finance's RST bulletin, as the research read it on a document host (no official copy found). */
export const MB_RST_SMALL_VENDORS = cite(
  'https://docslib.org/doc/5428910/information-for-vendors',
  'See Section 2 for registration requirements and exceptions, e.g., small businesses with annual taxable sales under $10,000.',
);
export const SK_CANNABIS_RETAIL = cite(
  'https://www.slga.com/cannabis/cannabis-permits/cannabis-retailing/cannabis-retail-store-permitting',
  'Permitted cannabis retail stores must operate a brick-and-mortar store',
);
export const SK_PHARMACY = cite(
  'https://www.saskpharm.ca/site/pharmacy/pharmacy?nav=sidebar',
  'the College has the authority to issue a proprietary pharmacy permit to a proprietor, in the name of the pharmacy manager.',
);
