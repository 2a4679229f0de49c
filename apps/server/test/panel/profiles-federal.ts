// Federal licences only some businesses need, each decided by its own question: radio, dangerous
// goods, a NUANS name search, a federal corporation's annual return, firearms, controlled goods (and
// Alberta's prepaid contracting licence, under its own question too). Asked across places.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const FEDERAL: Profile[] = [
  {
    id: 'fed-toronto-new-federal-corporation',
    description: 'A consultant in Toronto about to incorporate federally under a new name.',
    language: 'en',
    activity: 'home_office_consulting',
    province: 'ON',
    city: 'Toronto',
    answers: {
      new_business_name: true,
      incorporated: true,
      federally_incorporated: true,
      has_employees: false,
    },
    expect: [
      e(T.nuans, true, S.NUANS_REPORT, 'A new corporate name needs a NUANS report (not older than 90 days).'),
      e(T.cbcaAnnualReturn, true, S.CBCA_ANNUAL_RETURN, 'A CBCA corporation files an annual return.'),
      e(T.craPayroll, 'not_applying', S.CRA_PAYROLL, 'No employees.'),
    ],
  },
  {
    id: 'fed-montreal-numbered-company',
    description: 'Une société par actions fédérale existante à Montréal, sans changement de nom.',
    language: 'fr',
    activity: 'general_manufacturing',
    province: 'QC',
    city: 'Montréal',
    answers: {
      new_business_name: false,
      incorporated: true,
      federally_incorporated: true,
      dangerous_goods: false,
    },
    expect: [
      e(T.nuans, 'not_applying', S.NUANS_REPORT, 'Aucun nouveau nom : pas de recherche NUANS.'),
      e(T.cbcaAnnualReturn, true, S.CBCA_ANNUAL_RETURN, 'Société fédérale : rapport annuel LCSA.'),
      e(
        T.dangerousGoods,
        'not_applying',
        S.TDG_TRAINING,
        'Elle ne manutentionne pas de marchandises dangereuses.',
      ),
    ],
  },
  {
    id: 'fed-calgary-sole-proprietor',
    description:
      'A landscaper in Calgary, unincorporated, no radios, no dangerous goods, paid only once each job is done.',
    language: 'en',
    activity: 'landscaping',
    province: 'AB',
    city: 'Calgary',
    answers: {
      incorporated: false,
      uses_radio: false,
      dangerous_goods: false,
      has_employees: false,
      prepaid_contracts: false,
    },
    expect: [
      e(T.cbcaAnnualReturn, 'not_applying', S.CBCA_ANNUAL_RETURN, 'Not a corporation.'),
      e(T.radio, 'not_applying', S.RADIO_LICENCE, 'No licensed radio equipment.'),
      e(T.dangerousGoods, 'not_applying', S.TDG_TRAINING, 'No dangerous goods.'),
      e(T.nuans, 'not_applying', S.NUANS_REPORT, 'Not incorporating under a new name.'),
      e(
        T.abPrepaidContracting,
        false,
        A.AB_PREPAID_CONTRACTING,
        'It takes no money before the work is done.',
      ),
    ],
  },
  {
    id: 'fed-hamilton-manufacturer-dangerous-goods',
    description: 'A paint manufacturer in Hamilton that ships flammable products, 30 employees.',
    language: 'en',
    activity: 'general_manufacturing',
    province: 'ON',
    city: 'Hamilton',
    answers: { dangerous_goods: true, has_employees: true, uses_radio: false, controlled_goods: false },
    expect: [
      e(T.dangerousGoods, true, S.TDG_TRAINING, 'Its employees offer dangerous goods for transport.'),
      e(T.wsib, true, S.WSIB_MUST_REGISTER, 'Manufacturing with employees registers with the WSIB.'),
      e(
        T.controlledGoods,
        false,
        S.CONTROLLED_GOODS,
        'Paint is not a controlled good (military or national-security goods); it answered that it handles none.',
      ),
      e(T.radio, 'not_applying', S.RADIO_LICENCE, 'No licensed radio equipment.'),
    ],
  },
  {
    id: 'fed-ottawa-defence-electronics',
    description: 'A maker of military radio components in Ottawa that receives controlled technical data.',
    language: 'en',
    activity: 'general_manufacturing',
    province: 'ON',
    city: 'Ottawa',
    answers: { controlled_goods: true, has_employees: true },
    expect: [
      e(
        T.controlledGoods,
        true,
        S.CONTROLLED_GOODS,
        'It examines and possesses controlled goods: it registers in the Controlled Goods Program.',
      ),
      e(T.wsib, true, S.WSIB_MUST_REGISTER, 'Manufacturing with employees registers with the WSIB.'),
    ],
  },
  {
    id: 'fed-red-deer-sporting-goods',
    description: 'A sporting-goods store in Red Deer that sells hunting rifles and ammunition.',
    language: 'en',
    activity: 'general_retail',
    province: 'AB',
    city: 'Red Deer',
    answers: { sells_firearms: true, has_employees: true },
    expect: [
      e(
        T.firearms,
        true,
        S.FIREARMS_BUSINESS,
        'It sells firearms and ammunition: a firearms business licence.',
      ),
      e(T.wcbAlberta, true, S.WCB_ALBERTA_REGISTER, 'It has workers.'),
    ],
  },
];
