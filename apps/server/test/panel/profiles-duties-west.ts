// Issue 28: the recurring duties of the West and the territories, named one by one for an
// incorporated employer and for a sole proprietor alone (panel-duties.ts). Alberta and the
// territories have no sales tax of their own: the federal GST/HST registration, checked in every
// profile, is theirs. Employer health taxes: British Columbia's above $1 million of payroll,
// Manitoba's levy above $2.25 million.
import { employer, soleProprietor } from './panel-duties';
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import * as D from './panel-sources-duties';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

const BURNABY = { province: 'BC', city: 'Burnaby' };
const CALGARY = { province: 'AB', city: 'Calgary' };
const SASKATOON = { province: 'SK', city: 'Saskatoon' };
const WINNIPEG = { province: 'MB', city: 'Winnipeg' };
const WHITEHORSE = { province: 'YT', city: 'Whitehorse' };
const YELLOWKNIFE = { province: 'NT', city: 'Yellowknife' };
const IQALUIT = { province: 'NU', city: 'Iqaluit' };

export const DUTIES_WEST: Profile[] = [
  employer(
    'bc-employer',
    BURNABY,
    [
      e(T.worksafeBc, true, S.WORKSAFEBC_REGISTER, 'It hires workers: WorkSafeBC.'),
      e(T.worksafeBcPayroll, true, D.WORKSAFEBC_PAYROLL, 'Its annual payroll report is due in early March.'),
      e(T.bcPst, true, D.BC_PST_REGISTER, 'It sells taxable goods in BC: PST.'),
      e(T.bcEht, false, D.BC_EHT_RETURN, 'Its payroll is under the $1 million exemption.'),
      e(T.bcAnnualReport, true, D.BC_ANNUAL_REPORT, 'A BC company files an annual report.'),
      e(T.bcBusinessName, 'not_applying', D.BC_NAME_NO_EXPIRY, 'It trades under its corporate name.'),
    ],
    { payroll_over_1m: false },
  ),
  employer(
    'bc-employer-large-payroll',
    BURNABY,
    [e(T.bcEht, true, D.BC_EHT_RETURN, 'Past the $1 million exemption: its EHT return is due by 31 March.')],
    { payroll_over_1m: true },
  ),
  soleProprietor('bc-sole-proprietor', BURNABY, [
    e(T.worksafeBc, false, S.WORKSAFEBC_REGISTER, 'No workers.'),
    e(T.worksafeBcPayroll, false, D.WORKSAFEBC_PAYROLL, 'No payroll.'),
    e(
      T.bcPst,
      true,
      D.BC_PST_REGISTER,
      'Known limitation: a small seller (under $10,000 of taxable sales, without commercial premises) need not register, but no question asks that threshold, so every shop is offered PST registration.',
    ),
    e(T.bcEht, false, D.BC_EHT_RETURN, 'No payroll at all.'),
    e(T.bcAnnualReport, false, D.BC_ANNUAL_REPORT, 'Not a company.'),
    e(T.bcBusinessName, true, D.BC_NAME_NO_EXPIRY, 'Its trade name is registered (with no expiry).'),
  ]),

  employer('ab-employer', CALGARY, [
    e(T.wcbAlberta, true, S.WCB_ALBERTA_REGISTER, 'It hires workers: WCB-Alberta.'),
    e(T.wcbAlbertaReturn, true, D.WCB_ALBERTA_RETURN, 'Its annual return is due by the end of February.'),
    e(T.abAnnualReturn, true, D.AB_ANNUAL_RETURN, 'An Alberta corporation files an annual return.'),
    e(T.abTradeName, 'not_applying', D.AB_TRADE_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('ab-sole-proprietor', CALGARY, [
    e(T.wcbAlberta, false, S.WCB_ALBERTA_REGISTER, 'No workers.'),
    e(T.wcbAlbertaReturn, false, D.WCB_ALBERTA_RETURN, 'No workers, no return.'),
    e(T.abAnnualReturn, false, D.AB_ANNUAL_RETURN, 'Not a corporation.'),
    e(T.abTradeName, true, D.AB_TRADE_NAME, 'A name other than its own: a trade name is registered.'),
  ]),

  employer('sk-employer', SASKATOON, [
    e(T.wcbSask, true, S.WCB_SASK_REGISTER, 'Retail is a mandatory industry: WCB Saskatchewan.'),
    e(T.wcbSaskPayroll, true, D.WCB_SASK_PAYROLL, 'Its payroll statement is due by 28 February.'),
    e(T.skPst, true, D.SK_PST, 'Every business in Saskatchewan registers for a PST number.'),
    e(T.skBusinessName, 'not_applying', D.SK_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('sk-sole-proprietor', SASKATOON, [
    e(T.wcbSask, false, S.WCB_SASK_REGISTER, 'No workers.'),
    e(T.wcbSaskPayroll, false, D.WCB_SASK_PAYROLL, 'No payroll.'),
    e(T.skPst, true, D.SK_PST, 'Every business in Saskatchewan registers for a PST number, however small.'),
    e(T.skBusinessName, true, D.SK_BUSINESS_NAME, 'Its business name is registered and renewed.'),
  ]),

  employer(
    'mb-employer',
    WINNIPEG,
    [
      e(T.wcbManitoba, true, S.WCB_MANITOBA_NO_WORKERS, 'It employs workers in Manitoba: WCB coverage.'),
      e(
        T.wcbManitobaPayroll,
        true,
        D.WCB_MANITOBA_PAYROLL,
        'Its payroll is reported by the end of February.',
      ),
      e(T.mbRst, true, A.MB_RST_SMALL_VENDORS, 'A shop selling taxable goods registers for the RST.'),
      e(T.mbHeLevy, false, D.MB_HE_LEVY, 'Its payroll is under the $2.25 million exemption.'),
      e(T.mbBusinessName, 'not_applying', D.MB_BUSINESS_NAME, 'It trades under its corporate name.'),
    ],
    { payroll_over_2_25m: false },
  ),
  employer(
    'mb-employer-large-payroll',
    WINNIPEG,
    [e(T.mbHeLevy, true, D.MB_HE_LEVY, 'Past the $2.25 million exemption: it pays the HE levy.')],
    { payroll_over_2_25m: true },
  ),
  soleProprietor('mb-sole-proprietor', WINNIPEG, [
    e(T.wcbManitoba, false, S.WCB_MANITOBA_NO_WORKERS, 'It employs no workers.'),
    e(T.wcbManitobaPayroll, false, D.WCB_MANITOBA_PAYROLL, 'No payroll.'),
    e(
      T.mbRst,
      true,
      A.MB_RST_SMALL_VENDORS,
      'Known limitation: a vendor under $10,000 of taxable sales need not register, but no question asks that threshold.',
    ),
    e(T.mbHeLevy, false, D.MB_HE_LEVY, 'No payroll at all.'),
    e(T.mbBusinessName, true, D.MB_BUSINESS_NAME, 'A name other than its surname: registered.'),
  ]),

  employer('yt-employer', WHITEHORSE, [
    e(T.wcbYukon, true, S.WCB_YUKON_REGISTER, 'It employs workers: Yukon WSCB.'),
    e(T.ytPayroll, true, D.YUKON_PAYROLL, 'Its payroll return is due by the end of February.'),
    e(T.ytBusinessName, 'not_applying', D.YT_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('yt-sole-proprietor', WHITEHORSE, [
    e(T.wcbYukon, false, S.WCB_YUKON_REGISTER, 'No workers.'),
    e(T.ytPayroll, false, D.YUKON_PAYROLL, 'No payroll.'),
    e(T.ytBusinessName, true, D.YT_BUSINESS_NAME, 'A name other than its given name: registered.'),
  ]),

  employer('nt-employer', YELLOWKNIFE, [
    e(T.wsccNt, true, S.WSCC_REGISTER, 'An employer registers with the WSCC.'),
    e(T.ntPayroll, true, D.WSCC_PAYROLL, 'Its payroll is reported by 28 February.'),
    e(T.ntAnnualReturn, true, D.NT_ANNUAL_RETURN, 'A territorial corporation files an annual return.'),
    e(T.ntBusinessName, 'not_applying', D.NT_BUSINESS_NAME, 'It trades under its corporate name.'),
  ]),
  soleProprietor('nt-sole-proprietor', YELLOWKNIFE, [
    e(T.wsccNt, false, S.WSCC_REGISTER, 'No workers.'),
    e(T.ntPayroll, false, D.WSCC_PAYROLL, 'No payroll.'),
    e(T.ntAnnualReturn, false, D.NT_ANNUAL_RETURN, 'Not a corporation.'),
    e(T.ntBusinessName, true, D.NT_BUSINESS_NAME, 'Its business name is renewed every four years.'),
  ]),

  employer('nu-employer', IQALUIT, [
    e(T.wsccNu, true, S.WSCC_NU_PAYROLL, 'It has workers: it registers and reports payroll to the WSCC.'),
    e(T.nuPayroll, true, D.WSCC_PAYROLL, 'Its payroll is reported by 28 February.'),
  ]),
  soleProprietor('nu-sole-proprietor', IQALUIT, [
    e(T.wsccNu, false, S.WSCC_NU_PAYROLL, 'No workers.'),
    e(T.nuPayroll, false, D.WSCC_PAYROLL, 'No payroll.'),
  ]),
];
