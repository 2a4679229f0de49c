// Ontario profiles: personal services, restaurants, the WSIB and its exempt industries (the research
// found banks and insurance, travel agencies, private day care, barbers and many hair salons, and —
// on an older WSIB page — software developers), tobacco, child care, trades.
// This file: Toronto.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const TORONTO: Profile[] = [
  {
    id: 'on-toronto-hair-salon',
    description:
      'A hair salon on Queen Street West in Toronto, two stylists on payroll, a sole proprietorship.',
    language: 'en',
    activity: 'hair_salon_barber',
    province: 'ON',
    city: 'Toronto',
    answers: { has_employees: true, incorporated: false },
    expect: [
      e(
        T.torontoPersonalServices,
        true,
        A.TORONTO_PSS,
        'Toronto licenses hairstyling and barbering as a personal services setting.',
      ),
      e(
        T.onPersonalServiceNotice,
        true,
        A.ON_PSS_NOTICE,
        'O. Reg. 136/18: a hair salon is a personal service setting and notifies its health unit before opening.',
      ),
      e(
        T.onChildCare,
        'absent',
        A.ON_CHILD_CARE,
        'A child-care licence is for child care programs, never for a hair salon.',
      ),
      e(
        T.wsib,
        'not_applying',
        S.WSIB_EXEMPT_BARBER,
        'Barber shops and many hair salons need not register with the WSIB.',
      ),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages: it needs a payroll account.'),
      e(T.radio, 'not_applying', S.RADIO_LICENCE, 'Nothing says it operates licensed radio equipment.'),
    ],
  },
  {
    id: 'on-toronto-restaurant-employees',
    description:
      'A 60-seat full-service restaurant in Toronto with a liquor licence and twelve employees, an Ontario corporation.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'ON',
    city: 'Toronto',
    answers: {
      has_employees: true,
      sells_alcohol: true,
      delivers_alcohol: false,
      incorporated: true,
      federally_incorporated: false,
    },
    expect: [
      e(
        T.wsib,
        true,
        S.WSIB_MUST_REGISTER,
        'A restaurant with employees registers with the WSIB (restaurants are not an exempt industry).',
      ),
      e(
        T.onLiquorDelivery,
        false,
        A.AGCO_DELIVERY,
        'The delivery licence is for delivering liquor to customers; it serves on site and delivers none.',
      ),
      e(T.torontoEating, true, A.TORONTO_EATING, 'Toronto licenses eating establishments.'),
      e(T.onLiquorSales, true, A.AGCO_LIQUOR, 'It serves alcohol: it needs an AGCO liquor sales licence.'),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages.'),
      e(
        T.cbcaAnnualReturn,
        'not_applying',
        S.CBCA_ANNUAL_RETURN,
        'An Ontario corporation files no CBCA annual return.',
      ),
      e(T.torontoPersonalServices, 'absent', A.TORONTO_PSS, 'A restaurant offers no personal services.'),
    ],
  },
  {
    id: 'on-toronto-restaurant-no-employees',
    description:
      'A family-run pizza parlour in Toronto, mostly take-out, with a dozen seats; the owner alone, no alcohol.',
    language: 'en',
    activity: 'limited_service_restaurant',
    province: 'ON',
    city: 'Toronto',
    answers: { has_employees: false, sells_alcohol: false, incorporated: false },
    expect: [
      e(
        T.wsib,
        'not_applying',
        S.WSIB_MUST_REGISTER,
        'Only businesses that have employees must register; it has none.',
      ),
      e(T.craPayroll, 'not_applying', S.CRA_PAYROLL, 'No employees, no payroll account.'),
      e(T.onLiquorSales, 'not_applying', A.AGCO_LIQUOR, 'It sells no alcohol.'),
      e(
        T.torontoEating,
        true,
        A.TORONTO_EATING_WITH_SEATING,
        'It has seating: Toronto licenses it as an eating establishment, pizza parlours included.',
      ),
      e(
        T.torontoRetailFood,
        'absent',
        A.TORONTO_FOOD_BY_SEATING,
        'One licence or the other, by seating: a restaurant with seats is not offered the retail store (food) licence too.',
      ),
    ],
  },
  {
    id: 'on-toronto-travel-agency',
    description: 'A travel agency in Toronto with three agents.',
    language: 'en',
    activity: 'travel_agency',
    province: 'ON',
    city: 'Toronto',
    answers: { has_employees: true },
    expect: [
      e(T.wsib, 'not_applying', S.WSIB_EXEMPT_TRAVEL, 'Travel agencies need not register with the WSIB.'),
      e(
        T.onTravelAgent,
        true,
        A.TICO_REGISTRATION,
        'An Ontario travel agent is registered with TICO, renewed yearly.',
      ),
    ],
  },
  {
    id: 'on-toronto-electrician',
    description: 'An electrical contractor in Toronto with three electricians.',
    language: 'en',
    activity: 'electrician',
    province: 'ON',
    city: 'Toronto',
    answers: { has_employees: true, dangerous_goods: false },
    expect: [
      e(
        T.onElectricalContractor,
        true,
        A.ESA_CONTRACTOR,
        'An electrical contractor holds an ESA licence, renewed each year.',
      ),
      e(
        T.wsib,
        true,
        S.WSIB_MUST_REGISTER,
        'A construction business with employees registers with the WSIB.',
      ),
      e(T.dangerousGoods, 'not_applying', S.TDG_TRAINING, 'It answered that it handles no dangerous goods.'),
    ],
  },
];
