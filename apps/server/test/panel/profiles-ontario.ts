// Ontario profiles: personal services, restaurants, the WSIB and its exempt industries (the research
// found banks and insurance, travel agencies, private day care, barbers and many hair salons, and —
// on an older WSIB page — software developers), tobacco, child care, trades.
// This file: Ontario outside Toronto.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const ONTARIO: Profile[] = [
  {
    id: 'on-ottawa-software-employees',
    description: 'A software consultancy in Ottawa with five developers, incorporated under the CBCA.',
    language: 'en',
    activity: 'software_it',
    province: 'ON',
    city: 'Ottawa',
    answers: { has_employees: true, incorporated: true, federally_incorporated: true, uses_radio: false },
    expect: [
      e(
        T.wsib,
        'not_applying',
        S.WSIB_EXEMPT_SOFTWARE,
        'Computer software developers are not required to register with the WSIB.',
      ),
      e(T.cbcaAnnualReturn, true, S.CBCA_ANNUAL_RETURN, 'A federal corporation files a CBCA annual return.'),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages.'),
      e(
        T.radio,
        'not_applying',
        S.RADIO_LICENCE,
        'It answered that it operates no licensed radio equipment.',
      ),
      e(
        T.controlledGoods,
        'not_applying',
        S.CONTROLLED_GOODS,
        'Writing business software is not examining, possessing or transferring military controlled goods.',
      ),
      e(
        T.telecomProvider,
        'not_applying',
        S.CRTC_REGISTER,
        'It writes software and provides no telecommunications service: nothing to register with the CRTC.',
      ),
    ],
  },
  {
    id: 'on-ottawa-convenience-delivers-beer',
    description:
      'A convenience store in Ottawa that sells beer and wine and delivers orders to customers’ homes.',
    language: 'en',
    activity: 'convenience_store',
    province: 'ON',
    city: 'Ottawa',
    answers: { sells_alcohol: true, delivers_alcohol: true, sells_food: true, has_employees: true },
    expect: [
      e(
        T.onLiquorDelivery,
        true,
        A.AGCO_DELIVERY,
        'It delivers liquor to customers: the AGCO’s delivery licence.',
      ),
      e(
        T.onGroceryAlcohol,
        true,
        A.AGCO_LIQUOR,
        'It sells beer and wine: an AGCO retail licence whose renewal must arrive before its expiry date.',
      ),
    ],
  },
  {
    id: 'on-kingston-internet-reseller',
    description:
      'A small firm in Kingston that resells fibre Internet access and VoIP lines to local businesses.',
    language: 'en',
    activity: 'software_it',
    province: 'ON',
    city: 'Kingston',
    answers: { telecom_services: true, has_employees: true, controlled_goods: false },
    expect: [
      e(
        T.telecomProvider,
        true,
        S.CRTC_REGISTER,
        'It resells Internet access and telephone service: a telecommunications provider registers with the CRTC.',
      ),
      e(T.controlledGoods, false, S.CONTROLLED_GOODS, 'It answered that it handles no controlled goods.'),
    ],
  },
  {
    id: 'on-mississauga-insurance-brokerage',
    description: 'A general insurance brokerage in Mississauga with four brokers on staff.',
    language: 'en',
    activity: 'insurance_agency',
    province: 'ON',
    city: 'Mississauga',
    answers: { has_employees: true },
    expect: [
      e(
        T.wsib,
        'not_applying',
        S.WSIB_EXEMPT_INSURANCE,
        'Insurance companies need not register with the WSIB.',
      ),
      e(
        T.onInsuranceBrokerage,
        true,
        A.RIBO_FIRMS,
        'An Ontario insurance brokerage registers with RIBO every year.',
      ),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages.'),
    ],
  },
  {
    id: 'on-hamilton-convenience-store',
    description:
      'A convenience store in Hamilton run by its owner alone; sells cigarettes and snacks, no beer or wine.',
    language: 'en',
    activity: 'convenience_store',
    province: 'ON',
    city: 'Hamilton',
    answers: { has_employees: false, sells_tobacco: true, sells_alcohol: false, sells_food: true },
    expect: [
      e(
        T.onTobaccoDealer,
        true,
        A.ON_TOBACCO_PERMIT,
        'It sells tobacco to consumers: it needs the Tobacco Tax Act retail permit.',
      ),
      e(
        T.onSpecialtyVape,
        'absent',
        A.ON_SPECIALTY_VAPE,
        'The registration is for tobacconists and specialty vape shops, not convenience stores.',
      ),
      e(T.onGroceryAlcohol, 'not_applying', A.AGCO_LIQUOR, 'It sells no beer, cider or wine.'),
      e(T.wsib, 'not_applying', S.WSIB_MUST_REGISTER, 'No employees.'),
    ],
  },
  {
    id: 'on-ottawa-child-care-centre',
    description: 'A licensed child-care centre in Ottawa for 40 children, eight educators on staff.',
    language: 'en',
    activity: 'child_care_centre',
    province: 'ON',
    city: 'Ottawa',
    answers: { has_employees: true },
    expect: [
      e(T.onChildCare, true, A.ON_CHILD_CARE, 'It cares for more than five children under 13.'),
      e(T.wsib, 'not_applying', S.WSIB_EXEMPT_DAY_CARE, 'Private day cares need not register with the WSIB.'),
      e(
        T.onPersonalServiceNotice,
        'absent',
        A.ON_PSS_NOTICE,
        'A child-care centre is not a personal service setting.',
      ),
    ],
  },
  {
    id: 'on-hamilton-pharmacy',
    description: 'A community pharmacy in Hamilton with two pharmacists and a technician.',
    language: 'en',
    activity: 'pharmacy',
    province: 'ON',
    city: 'Hamilton',
    answers: { has_employees: true, drug_wholesale: false },
    expect: [
      e(
        T.onPharmacy,
        true,
        A.OCP_PHARMACY,
        'A pharmacy in Ontario holds an OCP certificate of accreditation.',
      ),
      e(
        T.drugEstablishment,
        false,
        S.HC_DRUG_ESTABLISHMENT,
        'It dispenses; it does not fabricate, package, label, distribute, import, wholesale or test drugs.',
      ),
    ],
  },
];
