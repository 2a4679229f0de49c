// The official texts of the Atlantic and northern licences the panel checks (research of 2026-11:
// activity-licences-evidence.md; the PEI pool page read in the `pages` corpus).
import type { Citation } from './panel-types';

const cite = (source: string, quote: string): Citation => ({ source, quote });

export const NB_FOOD_PREMISES = cite(
  'https://www2.gnb.ca/content/gnb/en/services/services_renderer.2997.Food_Premises_Licence.html',
  'Licences are issued by the Regional Directors of the Health Protection Branch and are valid until March 31st of each year.',
);
export const NB_DINING_ROOM = cite(
  'https://laws.gnb.ca/en/showdoc/cr/89-167',
  '(i) for a dining-room licence $350.00',
);
export const NB_VAPE_OUTLET = cite(
  'https://laws.gnb.ca/en/document/ar/2021-85',
  'The fee for an initial application for a licence or an application to renew or reinstate a licence is $100.',
);
export const NB_CHILD_CARE = cite(
  'https://laws.gnb.ca/en/version/cr/2018-11?code=se:6&history=20211128',
  'An application for the renewal of a licence shall be made at least 90 days before the expiration date of the licence.',
);
export const NS_CHILD_CARE = cite(
  'https://www.ednet.ns.ca/earlyyears/licensing/',
  'Licensing of Day Care Facilities and Family Home Day Care Agencies',
);
export const NS_FOOD = cite(
  'https://novascotia.ca/sns/paal/nse/paal006.asp',
  'Anyone in Nova Scotia who wants to operate a foodservice facility such as: restaurant, food take-out, mobile canteen, temporary food establishment, or a grocery store or push carts',
);
export const NS_LIQUOR = cite(
  'https://beta.novascotia.ca/permanent-liquor-licence',
  'By law, businesses, societies and non-profits must have a Permanent Liquor Licence to sell alcohol by the glass.',
);
export const NS_BODY_ART = cite(
  'https://www.novascotia.ca/nse/environmental-health/body-art.asp',
  'Class 1 Permanent and mobile facilities $195 plus HST every 10 years',
);
export const NS_TOBACCO_VENDOR = cite(
  'https://www.novascotia.ca/sns/paal/tax/paal053.asp',
  'Any retail store owner who wants to sell tobacco products in Nova Scotia.',
);
export const PE_TOURISM = cite(
  'https://www.princeedwardisland.ca/en/information/economic-development-and-tourism/licensed-tourism-accommodations',
  'there is an annual license fee that must be paid by September 1 of the previous year, or before you begin to operate',
);
export const PE_PUBLIC_POOL = cite(
  'https://www.princeedwardisland.ca/en/information/health-and-wellness/swimming-pool-and-whirlpool-inspections',
  'A permit is not required for pools on private property used solely by the owner, owner’s family and invited guests, without compensation.',
);
export const PE_FOOD_PREMISES = cite(
  'https://www.princeedwardisland.ca/en/service/operate-a-food-premises-licence-online-application',
  'Your food premises licence will expire on March 31st and must be renewed each year.',
);
export const PE_TOBACCO = cite(
  'https://www.princeedwardisland.ca/en/information/health-and-wellness/selling-tobacco-and-electronic-smoking-devices',
  'A retail vendor’s licence is required to sell tobacco products in PEI.',
);
export const NL_FOOD = cite(
  'https://www.gov.nl.ca/snl/licenses/env-health/food/premises/',
  'A Food Establishment Licence may be issued to any premises that is involved with the sale, production, manufacturing, preparation, storage and/or distribution of food',
);
export const NL_ANNUAL_RETURN = cite(
  'https://www.gov.nl.ca/snl/registries/companies/annual-returns',
  'To maintain its corporate status, a corporation must file an Annual Return prior to the end of month in which the date of its registration, amalgamation, or revival, whichever is later, occurs.',
);
export const NL_PERSONAL_SERVICES = cite(
  'https://www.gov.nl.ca/snl/licenses/env-health/',
  'Tanning Salons and Personal Services Establishments are required to register with the Government Service Centre under the Personal Services Act.',
);
export const NL_TOBACCO = cite(
  'https://www.assembly.nl.ca/Legislation/sr/Annualstatutes/1999/9908.chp.htm',
  'A retailer or wholesaler shall not sell tobacco without a licence.',
);
export const YT_CHILD_CARE = cite(
  'https://yukon.ca/en/doing-business/licensing/get-licence-your-family-day-home',
  'A licence is issued for 1 year.',
);
export const NT_FOOD = cite(
  'https://www.hss.gov.nt.ca/en/services/apply-food-establishment-permit',
  'A permit is required if you are practicing any of the above activities with food and beverages',
);
export const NT_PERSONAL_SERVICE = cite(
  'https://yhssa.hss.gov.nt.ca/health/environmental-health/personal-service-establishments',
  'All PSEs in the NWT are required to obtain a permit from Environmental Health before operating.',
);
export const NU_TOURIST = cite(
  'https://gov.nu.ca/en/forms/113-tourist-establishment-licence-renewal-application-form',
  'A-113 Tourist Establishment Licence Renewal Application Form',
);
