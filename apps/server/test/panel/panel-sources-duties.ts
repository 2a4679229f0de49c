// The texts the duty profiles rest on (issue 28): payroll filings, sales taxes, employer health
// taxes, corporate annual returns and business names, one jurisdiction after another. Quotations
// from /work/shared/data/research-2026-11/employer-registrations-evidence.md unless noted; pages
// first seen over http:// are cited over https://. Six rest on pages that are not the authority's
// own, because the research found nothing official: they are marked THIRD-PARTY (see README.md).
import type { Citation } from './panel-types';

const cite = (source: string, quote: string): Citation => ({ source, quote });

// ── Federal ──────────────────────────────────────────────────────────────────────────────────────
export const T4_RETURN = cite(
  'https://bac-lac.wayback.archive-it.org/web/20071115095205/http://www.cra-arc.gc.ca/eservices/iref/dates-e.html',
  'File by the last day of February following the calendar year to which the information return applies.',
);

// ── Ontario ──────────────────────────────────────────────────────────────────────────────────────
export const WSIB_ANNUAL_REPORT = cite(
  'https://www.wsib.on.ca/WSIBPortal/faces/WSIBArticlePage?fGUID=835502100635000316',
  'Annual ... Reporting Period: January 1 to December 31 ... Premium Remittance form sent: March ... Completed form & Payment are due by: April 30',
);
export const ON_EHT_EXEMPTION = cite(
  'https://www.fin.gov.on.ca/en/tax/eht/taxexemption.html',
  'Starting with the 2020 tax year, eligible employers are exempt from Employer Health Tax (EHT) on the first $1 million of total Ontario renumeration.',
);
/** THIRD-PARTY: the Ontario Bar Association (the Ontario regulation's excerpt gave no due date). */
export const ON_ANNUAL_RETURN = cite(
  'https://www.oba.org/Sections/Business-Law/Articles/Business-Beat/Articles-2021/May-2021/Corporations-Information-Act-Ontario-Corporate',
  'The Canada Revenue Agency stopped collecting this annual return information as of May 15, 2021 ... now, these corporate annual returns must be filed directly with the Ontario Ministry.',
);
export const ON_BUSINESS_NAME = cite(
  'https://www.ipc.on.ca/english/Decisions-And-Resolutions/Decisions-And-Resolutions-Summary/?id=2939',
  'the registration date, and the expiration date, five years from the date of the registration.',
);

// ── Québec ───────────────────────────────────────────────────────────────────────────────────────
export const CNESST_WAGES = cite(
  'https://www.cnesst.gouv.qc.ca/fr/demarches-formulaires/employeurs/dossier-dassurance-lemployeur/declaration-salaires/obligation-declarer-salaires',
  "Vous devez nous transmettre votre déclaration des salaires chaque année avant le 15 mars, pour éviter une pénalité et des intérêts, même si vous n'avez versé aucun salaire durant l'année.",
);
export const RQ_SOURCE_DEDUCTIONS = cite(
  'https://www.revenuquebec.ca/fr/entreprises/retenues-et-cotisations/verser-les-retenues-a-la-source-et-vos-cotisations-demployeur/',
  "au plus tard le dernier jour de février de l'année suivant celle où vous versez des sommes, votre cotisation relative aux normes du travail",
);
export const REQ_ANNUAL_UPDATE = cite(
  'https://www.registreentreprises.gouv.qc.ca/fr/tarifs/droits_annuels.aspx',
  "La période de production de cette déclaration de mise à jour annuelle débute le jour suivant la date de la fin de l'exercice financier de la personne morale et se termine 6 mois après cette date.",
);

// ── British Columbia ─────────────────────────────────────────────────────────────────────────────
export const WORKSAFEBC_PAYROLL = cite(
  'https://www.worksafebc.com/en/insurance/manage-account/report-payroll-pay-premiums/date-deadlines',
  'Your due date for the Annual Payroll Report and Payment (formerly Employer Payroll and Contract Labour Report) will fall on one of the following dates: March 3, 5, 7, 9, or 11.',
);
export const BC_PST_REGISTER = cite(
  'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst/register',
  'You must register to collect PST if you are located in B.C. and you sell or lease taxable goods, or provide software or taxable services in the ordinary course of your business in B.C.',
);
export const BC_EHT_RETURN = cite(
  'https://www2.gov.bc.ca/gov/content/taxes/employer-health-tax/employer-health-tax-overview/eht-file-pay/filing-employers',
  'Your annual employer health tax return is due on March 31 of the following calendar year.',
);
/** THIRD-PARTY: the Law Society of BC's learning site (no gov.bc.ca text in the research). */
export const BC_ANNUAL_REPORT = cite(
  'https://learnlsbc.ca/node/456',
  'every company must file an annual report each year within two months after the anniversary of its incorporation or registration in British Columbia.',
);
/** THIRD-PARTY: a filing agent's blog (no official BC statement found). */
export const BC_NAME_NO_EXPIRY = cite(
  'https://www.ontariobusinesscentral.ca/blog/how-to-renew-your-business-license/',
  'those businesses registered in Alberta and British Columbia do not have an expiry date.',
);

// ── The Prairies ─────────────────────────────────────────────────────────────────────────────────
export const WCB_ALBERTA_RETURN = cite(
  'https://www.wcb.ab.ca/insurance-and-premiums/annual-returns.html',
  'The annual return must be submitted before the last day in February of each year.',
);
export const AB_ANNUAL_RETURN = cite(
  'https://www.alberta.ca/corporations-cooperatives-organizations-annual-returns.aspx',
  'You must submit an annual return to an authorized Corporate Registry service provider.',
);
/** Alberta Government Services, archived (read in the `pages` corpus for issue 28). */
export const AB_TRADE_NAME = cite(
  'https://bac-lac.wayback.archive-it.org/web/20061027225824/http://governmentservices.gov.ab.ca/cr/reg_bus_name.cfm',
  'uses as his or her business name a name or designation other than his or her own, or his or her own name with a word or phrase indicating plurality of members in the firm, he or she must register the business name',
);
export const WCB_SASK_PAYROLL = cite(
  'https://www.wcbsask.com/employers/employer-responsibilities/',
  'Submit your EPS by February 28',
);
export const SK_PST = cite(
  'https://sets.saskatchewan.ca/rptp/portal/footer/taxinformation/provincial-sales-tax',
  'Businesses operating in Saskatchewan must register to obtain a PST number.',
);
export const SK_BUSINESS_NAME = cite(
  'https://www.isc.ca/About/News/Pages/Corporate-Registry-Enforcement-Changes.aspx',
  'All business names will receive a renewal reminder notice prior to the business name expiring.',
);
export const WCB_MANITOBA_PAYROLL = cite(
  'https://www.wcb.mb.ca/reporting-payroll',
  'you must report your actual payroll and your estimated payroll by the last day of February even if the amount is zero.',
);
export const MB_HE_LEVY = cite(
  'https://web40.gov.mb.ca/finance/taxation/taxes/payroll.html',
  'Employers with total remuneration in a year of $2.25 million or less are exempted',
);
export const MB_BUSINESS_NAME = cite(
  'https://web2.gov.mb.ca/laws/statutes/reccsm/b110e.php',
  'in the case of an individual under a name or style other than his family name or surname',
);

// ── The Atlantic ─────────────────────────────────────────────────────────────────────────────────
export const WORKSAFENB_ASSESSMENT = cite(
  'https://www.worksafenb.ca/policy-and-legal/policy/view-our-policies/payment-of-employer-assessments',
  'For annually assessed employers, WorkSafeNB generally requires payment on or before March 31 of the current year.',
);
export const NB_ANNUAL_RETURN = cite(
  'https://www2.snb.ca/content/snb/en/sites/corporate-registry/annual-return.html',
  "The deadline for filing an annual return is within the 30 days following a corporation's anniversary date.",
);
/** THIRD-PARTY: a copy of Service New Brunswick's procedure on a document host (the template's source). */
export const NB_BUSINESS_NAME = cite(
  'https://online.documentine.com/new-business-name/1/registration-of-a-business-name-enregistrement-d-une.html',
  'Once a Certificate of Business Name is registered, a Certificate of Renewal must be registered in compliance with this Act every five years',
);
export const NS_COMPANY_RENEWAL = cite(
  'https://beta.novascotia.ca/company-registry-joint-stock-companies-requirements',
  'Companies also need to follow requirements for registering, renewing, changing and ending a company with Registry of Joint Stock Companies.',
);
/** packages/catalog/research/duties-evidence.md (read 2026-11-27). */
export const WCB_NS_PAYROLL = cite(
  'https://wcb.ns.ca/employers/workplace-injury-insurance/rates-premiums/payment-reporting',
  'You must report monthly. Your payroll report and payment are due by the 15th business day of the month that follows the reporting period.',
);
export const NS_BUSINESS_NAME = cite(
  'https://beta.novascotia.ca/register-business-name-operating-name-behalf-society',
  'as well as pay annual fees to renew the business name (operating name).',
);
export const WCB_PEI_ANNUAL = cite(
  'https://www.wcb.pe.ca/Employers/Registration',
  'Each year, by February 28, you must renew your registration with WCB.',
);
/** Innovation PEI, the province's business development agency (read in the `pages` corpus). */
export const PE_BUSINESS_NAME = cite(
  'https://innovationpei.com/types-of-business-formations/',
  'If a prefix or suffix of any kind is added to your own name to create the business name, you are required to register under the Partnership Act.',
);
export const WORKPLACENL_PAYROLL = cite(
  'https://workplacenl.ca/employers/manage-my-account/annual-assessment',
  'Both the gross earnings and any deductions must be reported on your Employer Payroll Statement by February 28 each year.',
);

// ── The territories ──────────────────────────────────────────────────────────────────────────────
export const YUKON_PAYROLL = cite(
  'https://www.wcb.yk.ca/web-0021/web-0022/web-0035/web-0110',
  'Once you have completed your EPR form, you must return it to us by the last day of February.',
);
/** yukon.ca (read in the `pages` corpus). */
export const YT_BUSINESS_NAME = cite(
  'https://yukon.ca/en/doing-business/starting-business-and-self-employment/file-declaration-business-name',
  'If you want your business to be different than your given name, you have to register your business name.',
);
export const WSCC_PAYROLL = cite(
  'https://connect.wscc.nt.ca/Help/Employer-e-Services/Payroll',
  'In order to avoid a penalty, employers must report their payroll to the WSCC by February 28 each year.',
);
/** THIRD-PARTY: a copy of the NWT registry's guide on a document host. */
export const NT_ANNUAL_RETURN = cite(
  'https://studylib.net/doc/18172926/how-to-incorporate-a-business',
  'Annual returns (Form 17) for all corporations are due by the end of the month following the anniversary date of incorporation/amalgamation.',
);
/** THIRD-PARTY: a copy of the NWT registry's form instructions on a document host. */
export const NT_BUSINESS_NAME = cite(
  'https://info.5y1.org/how-to-register-a-business-name_1_dd9143.html',
  'Once your Business Name (Sole Proprietorship) is registered, it must be renewed every 4 years in order to remain active.',
);
