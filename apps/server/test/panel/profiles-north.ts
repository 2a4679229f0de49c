// Yukon, Northwest Territories and Nunavut profiles.
import * as S from './panel-sources';
import * as N from './panel-sources-east-north';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const NORTH: Profile[] = [
  {
    id: 'yt-whitehorse-child-care',
    description: 'A child-care centre in Whitehorse with six staff.',
    language: 'en',
    activity: 'child_care_centre',
    province: 'YT',
    city: 'Whitehorse',
    answers: { has_employees: true },
    expect: [
      e(T.ytChildCare, true, N.YT_CHILD_CARE, 'A child-care licence is issued for one year.'),
      e(T.wcbYukon, true, S.WCB_YUKON_REGISTER, 'An employer registers for coverage within 10 days.'),
    ],
  },
  {
    id: 'yt-whitehorse-software-alone',
    description: 'A freelance web developer in Whitehorse, no staff, no radio equipment.',
    language: 'en',
    activity: 'software_it',
    province: 'YT',
    city: 'Whitehorse',
    answers: { has_employees: false, uses_radio: false, incorporated: false },
    expect: [
      e(T.wcbYukon, 'not_applying', S.WCB_YUKON_REGISTER, 'No workers.'),
      e(
        T.radio,
        false,
        S.RADIO_LICENCE,
        'It answered no to licensed radio equipment, and the licence says so.',
      ),
      e(T.ytChildCare, 'absent', N.YT_CHILD_CARE, 'Not child care.'),
    ],
  },
  {
    id: 'nt-yellowknife-restaurant',
    description: 'A restaurant in Yellowknife with seven employees.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'NT',
    city: 'Yellowknife',
    answers: { has_employees: true },
    expect: [
      e(
        T.ntFoodEstablishment,
        true,
        N.NT_FOOD,
        'A food establishment safety permit is required to serve food.',
      ),
      e(T.wsccNt, true, S.WSCC_REGISTER, 'Employers register with the WSCC.'),
    ],
  },
  {
    id: 'nt-yellowknife-barber',
    description: 'Un salon de barbier à Yellowknife, tenu par son propriétaire.',
    language: 'fr',
    activity: 'hair_salon_barber',
    province: 'NT',
    city: 'Yellowknife',
    answers: { has_employees: false },
    expect: [
      e(
        T.ntPersonalService,
        true,
        N.NT_PERSONAL_SERVICE,
        'Tout établissement de services personnels des T.N.-O. obtient un permis avant d’ouvrir.',
      ),
      e(T.ntFoodEstablishment, 'absent', N.NT_FOOD, 'Un barbier ne sert pas d’aliments.'),
      e(T.wsccNt, 'not_applying', S.WSCC_REGISTER, 'Aucun employé.'),
    ],
  },
  {
    id: 'nu-iqaluit-hotel',
    description: 'A twelve-room hotel in Iqaluit with a staff of nine.',
    language: 'en',
    activity: 'hotel_motel',
    province: 'NU',
    city: 'Iqaluit',
    answers: { has_employees: true },
    expect: [
      e(T.nuTourist, true, N.NU_TOURIST, 'A tourist establishment in Nunavut holds a licence it renews.'),
      e(T.wsccNu, true, S.WSCC_NU_PAYROLL, 'Businesses in Nunavut with workers report to the WSCC.'),
    ],
  },
  {
    id: 'nu-iqaluit-trucking',
    description: 'A trucking company in Iqaluit hauling fuel, with radio-dispatched drivers.',
    language: 'en',
    activity: 'trucking',
    province: 'NU',
    city: 'Iqaluit',
    answers: { has_employees: true, dangerous_goods: true, uses_radio: true },
    expect: [
      e(
        T.dangerousGoods,
        true,
        S.TDG_TRAINING,
        'Its drivers transport dangerous goods and hold training certificates.',
      ),
      e(T.radio, true, S.RADIO_LICENCE, 'It operates licensed radio equipment.'),
      e(T.wsccNu, true, S.WSCC_NU_PAYROLL, 'It has workers.'),
    ],
  },
];
