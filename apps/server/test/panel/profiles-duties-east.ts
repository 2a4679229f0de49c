// Issue 28: the recurring duties of Ontario, Québec and the Atlantic provinces, and the federal
// corporation's, named one by one for an incorporated employer and for a sole proprietor alone
// (panel-duties.ts): workers' compensation registration and payroll filing, sales tax, employer
// health tax, corporate annual return, business name. HST provinces have no sales tax of their
// own: the federal GST/HST registration, checked in every profile, is theirs.
import { employer, soleProprietor } from './panel-duties';
import * as S from './panel-sources';
import * as D from './panel-sources-duties';
import * as N from './panel-sources-east-north';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

const OTTAWA = { province: 'ON', city: 'Ottawa' };
const MONTREAL = { province: 'QC', city: 'Montréal', language: 'fr' as const };
const MONCTON = { province: 'NB', city: 'Moncton' };
const HALIFAX = { province: 'NS', city: 'Halifax' };
const CHARLOTTETOWN = { province: 'PE', city: 'Charlottetown' };
const ST_JOHNS = { province: 'NL', city: "St. John's" };

export const DUTIES_EAST: Profile[] = [
  {
    ...employer('federal-corporation', { province: 'ON', city: 'Kingston' }, [], {
      federally_incorporated: true,
    }),
    description:
      'A federally incorporated shop in Kingston with employees, past the small-supplier threshold.',
    expect: [
      e(T.cbcaAnnualReturn, true, S.CBCA_ANNUAL_RETURN, 'A CBCA corporation files an annual return.'),
      e(T.t4, true, D.T4_RETURN, 'An employer files its T4 return by the end of February.'),
      e(T.gstHst, true, S.SMALL_SUPPLIER, 'Past $30,000: it registers for GST/HST.'),
      e(T.onAnnualReturn, false, D.ON_ANNUAL_RETURN, 'Not an Ontario corporation.'),
    ],
  },

  employer(
    'on-employer',
    OTTAWA,
    [
      e(T.wsib, true, S.WSIB_MUST_REGISTER, 'A shop with employees registers with the WSIB.'),
      e(T.wsibAnnualReport, true, D.WSIB_ANNUAL_REPORT, 'Its premium report is due by 30 April.'),
      e(T.onEht, false, D.ON_EHT_EXEMPTION, 'Its payroll is under the $1 million exemption.'),
      e(T.onAnnualReturn, true, D.ON_ANNUAL_RETURN, 'An Ontario corporation files an annual return.'),
      e(T.onBusinessName, 'not_applying', D.ON_BUSINESS_NAME, 'It trades under its corporate name.'),
      e(T.t4, true, D.T4_RETURN, 'It files T4 slips.'),
    ],
    { payroll_over_1m: false },
  ),
  employer(
    'on-employer-large-payroll',
    OTTAWA,
    [e(T.onEht, true, D.ON_EHT_EXEMPTION, 'Its payroll passes the $1 million exemption: it pays EHT.')],
    { payroll_over_1m: true },
  ),
  {
    ...employer(
      'on-barber-employer',
      OTTAWA,
      [
        e(T.wsib, 'absent', S.WSIB_EXEMPT_BARBER, 'Barber shops need not register with the WSIB.'),
        e(T.wsibAnnualReport, 'absent', S.WSIB_EXEMPT_BARBER, 'Nor report premiums to it.'),
        e(T.onEht, false, D.ON_EHT_EXEMPTION, 'Its payroll is under the $1 million exemption.'),
      ],
      { payroll_over_1m: false },
    ),
    description: 'An incorporated barber shop in Ottawa with employees (an industry the WSIB exempts).',
    activity: 'hair_salon_barber',
  },
  soleProprietor('on-sole-proprietor', OTTAWA, [
    e(T.wsib, false, S.WSIB_MUST_REGISTER, 'No employees.'),
    e(T.wsibAnnualReport, false, D.WSIB_ANNUAL_REPORT, 'No employees, no premium report.'),
    e(T.onEht, false, D.ON_EHT_EXEMPTION, 'No payroll at all.'),
    e(T.onAnnualReturn, false, D.ON_ANNUAL_RETURN, 'Not a corporation.'),
    e(T.onBusinessName, true, D.ON_BUSINESS_NAME, 'A trade name is registered, for five years.'),
  ]),

  employer('qc-employer', MONTREAL, [
    e(T.cnesst, true, S.CNESST_REGISTER, 'Elle embauche : inscription à la CNESST.'),
    e(T.cnesstWages, true, D.CNESST_WAGES, 'Déclaration des salaires avant le 15 mars.'),
    e(
      T.qcSourceDeductions,
      true,
      D.RQ_SOURCE_DEDUCTIONS,
      'Retenues à la source et cotisation au Fonds des services de santé, sommaire 1 fin février.',
    ),
    e(T.qcQst, true, S.SMALL_SUPPLIER, 'Au-delà de 30 000 $ : inscription à la TVQ.'),
    e(T.qcReq, true, D.REQ_ANNUAL_UPDATE, 'Personne morale : déclaration de mise à jour annuelle.'),
  ]),
  soleProprietor('qc-sole-proprietor', MONTREAL, [
    e(T.cnesst, false, S.CNESST_REGISTER, 'Aucun travailleur.'),
    e(T.cnesstWages, false, D.CNESST_WAGES, 'Aucun salaire versé à des travailleurs.'),
    e(T.qcSourceDeductions, false, D.RQ_SOURCE_DEDUCTIONS, 'Aucun employé, aucune retenue.'),
    e(T.qcQst, false, S.SMALL_SUPPLIER, 'Petit fournisseur : pas de TVQ.'),
    e(
      T.qcReq,
      false,
      D.REQ_ANNUAL_UPDATE,
      'Known limitation: a sole proprietor trading under another name is registered in the enterprise register too, but the template applies to corporations only (no "or" between conditions).',
    ),
  ]),

  employer('nb-employer', MONCTON, [
    e(T.worksafeNb, true, S.WORKSAFENB_THREE_WORKERS, 'Three or more workers: WorkSafeNB.'),
    e(T.worksafeNbAssessment, true, D.WORKSAFENB_ASSESSMENT, 'Its assessment is paid by 31 March.'),
    e(T.nbAnnualReturn, true, D.NB_ANNUAL_RETURN, 'A New Brunswick corporation files an annual return.'),
    e(T.nbBusinessName, 'not_applying', D.NB_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('nb-sole-proprietor', MONCTON, [
    e(T.worksafeNb, false, S.WORKSAFENB_THREE_WORKERS, 'No workers.'),
    e(T.worksafeNbAssessment, false, D.WORKSAFENB_ASSESSMENT, 'No workers, no assessment.'),
    e(T.nbAnnualReturn, false, D.NB_ANNUAL_RETURN, 'Not a corporation.'),
    e(T.nbBusinessName, true, D.NB_BUSINESS_NAME, 'A business name, renewed every five years.'),
  ]),

  employer('ns-employer', HALIFAX, [
    e(T.wcbNovaScotia, true, S.WCB_NS_THREE_WORKERS, 'Retail, three or more workers: WCB Nova Scotia.'),
    e(T.wcbNovaScotia, true, D.WCB_NS_PAYROLL, 'Its payroll is reported on that account every month.'),
    e(T.nsCompanyRenewal, true, D.NS_COMPANY_RENEWAL, 'A Nova Scotia company renews its registration.'),
    e(T.nsBusinessName, 'not_applying', D.NS_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('ns-sole-proprietor', HALIFAX, [
    e(T.wcbNovaScotia, false, S.WCB_NS_THREE_WORKERS, 'No workers.'),
    e(T.wcbNovaScotia, false, D.WCB_NS_PAYROLL, 'No workers, no payroll to report.'),
    e(T.nsCompanyRenewal, false, D.NS_COMPANY_RENEWAL, 'Not a company.'),
    e(T.nsBusinessName, true, D.NS_BUSINESS_NAME, 'Its business name is renewed every year.'),
  ]),

  employer('pe-employer', CHARLOTTETOWN, [
    e(
      T.wcbPei,
      true,
      D.WCB_PEI_ANNUAL,
      'It registers with WCB PEI and renews by 28 February, reporting payroll.',
    ),
    e(T.peBusinessName, 'not_applying', D.PE_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('pe-sole-proprietor', CHARLOTTETOWN, [
    e(T.wcbPei, false, D.WCB_PEI_ANNUAL, 'No workers.'),
    e(
      T.peBusinessName,
      true,
      D.PE_BUSINESS_NAME,
      'A name other than its own: registered under the Partnership Act.',
    ),
  ]),

  employer('nl-employer', ST_JOHNS, [
    e(T.workplaceNl, true, S.WORKPLACENL_REGISTER, 'An incorporated employer registers with WorkplaceNL.'),
    e(T.workplaceNlPayroll, true, D.WORKPLACENL_PAYROLL, 'Its payroll statement is due by 28 February.'),
    e(T.nlCorporationReturn, true, N.NL_ANNUAL_RETURN, 'A provincial corporation files an annual return.'),
  ]),
  soleProprietor('nl-sole-proprietor', ST_JOHNS, [
    e(T.workplaceNl, false, S.WORKPLACENL_REGISTER, 'Neither incorporated nor an employer.'),
    e(T.workplaceNlPayroll, false, D.WORKPLACENL_PAYROLL, 'No payroll.'),
    e(T.nlCorporationReturn, false, N.NL_ANNUAL_RETURN, 'Not a corporation.'),
  ]),
];
