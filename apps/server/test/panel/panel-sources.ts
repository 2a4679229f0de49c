// The official texts the panel's expectations rest on, each a page and a short quotation copied
// from it (from the project's research: /work/shared/data/research-2026-11/*-evidence.md,
// license-facts*.json and the catalogue's own source_url, read again in the `pages` corpus).
// A page first seen at an http:// address is cited at the same address over https.
import type { Citation } from './panel-types';

const cite = (source: string, quote: string): Citation => ({ source, quote });

// ── Federal ──────────────────────────────────────────────────────────────────────────────────────
export const CRA_PAYROLL = cite(
  'https://bac-lac.wayback.archive-it.org/web/20060204081734/http://www.cra-arc.gc.ca/tax/business/topics/bn/needone/payroll/menu-e.html',
  'Most employers, trustees, and administrators need an account.',
);
export const RADIO_LICENCE = cite(
  'https://laws-lois.justice.gc.ca/eng/regulations/SOR-96-484/section-56-20060322.html',
  'radio licences expire on March 31 of each year and are renewable for a period of 12 months.',
);
export const CBCA_ANNUAL_RETURN = cite(
  'https://www.ic.gc.ca/eic/site/cd-dgc.nsf/eng/cs02544.html',
  "The deadline for filing an annual return is within the 60 days following a corporation's anniversary date.",
);
export const NUANS_REPORT = cite(
  'https://strategis.ic.gc.ca/eic/site/cd-dgc.nsf/eng/cs01358.html',
  'If you are seeking approval of a corporate name, you must also provide: a NUANS® report',
);
export const TDG_TRAINING = cite(
  'https://www.tc.gc.ca/eng/tdg/publications-cladvisory-advol1enew-267.htm',
  'a person who handles, offers for transport, or transports dangerous goods must be adequately trained and hold a training certificate.',
);
export const FIREARMS_BUSINESS = cite(
  'https://rcmp.ca/en/firearms/licensing/businesses',
  'A business, museum or organization needs a firearms business licence to possess, manufacture, or sell',
);
export const SMALL_SUPPLIER = cite(
  'https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/registering-for-the-gst-and-qst/small-suppliers/',
  'As a small supplier, you are not required to register for or collect the GST and the QST.',
);

// ── Workers' compensation ────────────────────────────────────────────────────────────────────────
export const WSIB_MUST_REGISTER = cite(
  'https://www.wsib.ca/en/businesses/registration-and-coverage/do-you-need-register-us',
  'Most Ontario businesses that have employees (including family members and sub-contractors) must register with us.',
);
export const WSIB_EXEMPT_INSURANCE = cite(
  'https://www.wsib.ca/en/businesses/registration-and-coverage/do-you-need-register-us',
  'You don’t have to register with us if you run any of the following businesses … bank, trust and insurance company',
);
export const WSIB_EXEMPT_TRAVEL = cite(
  'https://www.wsib.ca/en/businesses/registration-and-coverage/do-you-need-register-us',
  'You don’t have to register with us if you run any of the following businesses … travel agency',
);
export const WSIB_EXEMPT_DAY_CARE = cite(
  'https://www.wsib.ca/en/businesses/registration-and-coverage/do-you-need-register-us',
  'You don’t have to register with us if you run any of the following businesses … private day care',
);
export const WSIB_EXEMPT_BARBER = cite(
  'https://www.wsib.ca/en/businesses/registration-and-coverage/do-you-need-register-us',
  'You don’t have to register with us if you run any of the following businesses … barber shop and many hair salons',
);
export const WSIB_EXEMPT_SOFTWARE = cite(
  'https://www.wsib.on.ca/WSIBPortal/faces/WSIBArticlePage?fGUID=835502100635000250',
  'There are a few industries that do not have to register. These include: … Computer software developers',
);
export const CNESST_REGISTER = cite(
  'https://www.cnesst.gouv.qc.ca/fr/demarches-formulaires/employeurs/inscription-cnesst',
  'Vous avez 60 jours à partir de la première journée de travail de votre première travailleuse ou premier travailleur pour vous inscrire à la CNESST.',
);
export const WORKSAFEBC_REGISTER = cite(
  'https://www.worksafebc.com/en/insurance/need-coverage/employers-responsibilities',
  'If your business hires workers (full-time, part-time, casual, or contract), you need to register so workers are covered',
);
export const WCB_ALBERTA_REGISTER = cite(
  'https://bac-lac.wayback.archive-it.org/web/20061030084731/http:/www.cbsc.org/servlet/ContentServer?c=Regs&cid=1084286445970&lang=en&pagename=CBSC_FE%2Fdisplay',
  "the majority of employers are required by law to have workers' compensation insurance for all of their workers, and must notify the WCB within 15 days of hiring their first worker.",
);
export const WCB_SASK_REGISTER = cite(
  'https://wcbsask.com/policy-and-procedure/failure-register-business-pol-092011',
  "an employer in a mandatory industry is required to register with the Saskatchewan Workers' Compensation Board (WCB) within 30 calendar days of commencing or recommencing business.",
);
export const WCB_MANITOBA_NO_WORKERS = cite(
  'https://www.wcb.mb.ca/employers/register-a-business-for-wcb-coverage/',
  'If you do not employ workers in Manitoba, you are not required to have WCB coverage.',
);
export const WORKSAFENB_THREE_WORKERS = cite(
  'https://worksafenb.ca/Accounts-and-coverage',
  'all employers with three or more workers at any time during the year must register for mandatory coverage',
);
export const WCB_NS_THREE_WORKERS = cite(
  'https://www.wcb.ns.ca/employers/workplace-injury-insurance/do-you-need-coverage',
  'By law, you must register for WCB insurance and pay premiums if you: Do business in a mandatory industry, and Have 3 or more workers at the same time.',
);
export const WCB_PEI_REGISTER = cite(
  'https://www.wcb.pe.ca/Employers/Registration',
  'New employers are required to register with WCB before the start of operations.',
);
export const WORKPLACENL_REGISTER = cite(
  'https://workplacenl.ca/employer-registration-application-instructions/',
  'All incorporated entities operating in Newfoundland and Labrador must register with WorkplaceNL.',
);
export const WCB_YUKON_REGISTER = cite(
  'https://wcb.yk.ca/web-0021/web-0022',
  'Register for coverage by completing our registration form within 10 calendar days of starting or re-starting your business operations.',
);
export const WSCC_REGISTER = cite(
  'https://wscc.nt.ca/node?page=195',
  "All employers who operate or establish a business in the Northwest Territories and/or Nunavut must register with the Workers' Safety and Compensation Commission (WSCC)",
);
export const WSCC_NU_PAYROLL = cite(
  'https://wscc.nu.ca/employer-services/frequently-asked-questions',
  'All businesses operating within Nunavut and the Northwest Territories who have workers must report their payroll to WSCC.',
);
export const CONTROLLED_GOODS = cite(
  'https://www.canada.ca/en/public-services-procurement/services/industrial-security/controlled-goods/about-program/register.html',
  'Individuals and organizations must register in the CGP if they need to examine, possess or transfer controlled goods.',
);
export const HC_DRUG_ESTABLISHMENT = cite(
  'https://www.canada.ca/en/health-canada/services/drugs-health-products/compliance-enforcement/establishment-licences/drug-establishment-licences.html',
  'All Canadian drug establishments must hold, since January 1, 1998 an establishment licence to fabricate, package, label, distribute, import, wholesale, or test a drug.',
);
export const CRTC_REGISTER = cite(
  'https://crtc.gc.ca/eng/comm/telecom/registr2.htm',
  'All telecommunication providers must register with us.',
);
