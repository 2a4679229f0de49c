// Alberta, Saskatchewan and Manitoba profiles.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const PRAIRIES: Profile[] = [
  {
    id: 'ab-calgary-restaurant-no-alcohol',
    description: 'A family restaurant in Calgary with eight employees; no liquor.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'AB',
    city: 'Calgary',
    answers: { has_employees: true, sells_alcohol: false },
    expect: [
      e(T.wcbAlberta, true, S.WCB_ALBERTA_REGISTER, 'It hired workers: WCB-Alberta within 15 days.'),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages.'),
    ],
  },
  {
    id: 'ab-edmonton-new-car-dealer',
    description: 'A new-vehicle dealership in Edmonton, 25 employees.',
    language: 'en',
    activity: 'car_dealer_new',
    province: 'AB',
    city: 'Edmonton',
    answers: { has_employees: true },
    expect: [
      e(
        T.abAmvic,
        true,
        A.AMVIC_LICENCE,
        'Automotive sales businesses hold an AMVIC licence, due the same date every year.',
      ),
      e(T.wcbAlberta, true, S.WCB_ALBERTA_REGISTER, 'It has workers.'),
    ],
  },
  {
    id: 'ab-calgary-tattoo',
    description: 'A tattoo studio in Calgary, owner-operated.',
    language: 'en',
    activity: 'tattoo_piercing',
    province: 'AB',
    city: 'Calgary',
    answers: { has_employees: false },
    expect: [
      e(
        T.abPersonalServiceNotice,
        true,
        A.AB_PERSONAL_SERVICES,
        'A personal service business notifies Alberta Health Services before offering it.',
      ),
      e(T.abChildCare, 'absent', A.AB_CHILD_CARE, 'A tattoo studio is not child care.'),
      e(T.wcbAlberta, 'not_applying', S.WCB_ALBERTA_REGISTER, 'No workers hired.'),
    ],
  },
  {
    id: 'ab-edmonton-renovator-deposits',
    description:
      'A kitchen and bathroom renovator in Edmonton who takes a deposit when a homeowner signs at home.',
    language: 'en',
    activity: 'home_renovation',
    province: 'AB',
    city: 'Edmonton',
    answers: { prepaid_contracts: true, has_employees: true },
    expect: [
      e(
        T.abPrepaidContracting,
        true,
        A.AB_PREPAID_CONTRACTING,
        'It concludes contracts at clients’ homes and takes money before the work is done.',
      ),
      e(T.wcbAlberta, true, S.WCB_ALBERTA_REGISTER, 'It has workers.'),
    ],
  },
  {
    id: 'ab-edmonton-security',
    description: 'A security guard agency in Edmonton.',
    language: 'en',
    activity: 'security_guard_agency',
    province: 'AB',
    city: 'Edmonton',
    answers: { has_employees: true, uses_radio: true },
    expect: [
      e(T.abSecurity, true, A.AB_SECURITY, 'A security business is licensed under the SSIA.'),
      e(
        T.radio,
        true,
        S.RADIO_LICENCE,
        'Its guards use licensed two-way radios: the ISED radio licence, renewed each March 31.',
      ),
    ],
  },
  {
    id: 'ab-red-deer-child-care',
    description: 'A child-care centre in Red Deer for 50 children.',
    language: 'en',
    activity: 'child_care_centre',
    province: 'AB',
    city: 'Red Deer',
    answers: { has_employees: true },
    expect: [
      e(
        T.abChildCare,
        true,
        A.AB_CHILD_CARE,
        'A facility-based child care program is licensed for one to three years.',
      ),
    ],
  },
  {
    id: 'sk-saskatoon-retail-shop',
    description:
      'A clothing and gift shop on Broadway Avenue in Saskatoon with three employees; no firearms, drugs or cannabis.',
    language: 'en',
    activity: 'general_retail',
    province: 'SK',
    city: 'Saskatoon',
    answers: { has_employees: true, home_based: false, sells_firearms: false, handles_drugs: false },
    expect: [
      e(
        T.skCannabisRetail,
        'absent',
        A.SK_CANNABIS_RETAIL,
        'A cannabis retail permit is for cannabis retail stores only.',
      ),
      e(T.skPharmacy, 'absent', A.SK_PHARMACY, 'A pharmacy permit is for pharmacies only.'),
      e(T.firearms, 'not_applying', S.FIREARMS_BUSINESS, 'It sells no firearms or ammunition.'),
      e(T.wcbSask, true, S.WCB_SASK_REGISTER, 'Retail is a mandatory industry and it employs workers.'),
    ],
  },
  {
    id: 'sk-regina-restaurant-liquor',
    description: 'A restaurant in Regina serving beer and wine with meals, six employees.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'SK',
    city: 'Regina',
    answers: { has_employees: true, sells_alcohol: true },
    expect: [
      e(
        T.skRestaurantLiquor,
        true,
        A.SLGA_RESTAURANT,
        'A restaurant selling alcohol holds an SLGA restaurant permit.',
      ),
      e(T.wcbSask, true, S.WCB_SASK_REGISTER, 'It employs workers in a mandatory industry.'),
    ],
  },
  {
    id: 'mb-winnipeg-tattoo',
    description: 'A body-piercing and tattoo studio in Winnipeg.',
    language: 'en',
    activity: 'tattoo_piercing',
    province: 'MB',
    city: 'Winnipeg',
    answers: { has_employees: false },
    expect: [
      e(
        T.winnipegBodyModification,
        true,
        A.WINNIPEG_BODY_MODIFICATION,
        'Body modification in Winnipeg needs a permit to operate.',
      ),
      e(T.wcbManitoba, 'not_applying', S.WCB_MANITOBA_NO_WORKERS, 'It employs no workers.'),
    ],
  },
  {
    id: 'mb-brandon-liquor-store',
    description: 'A private wine store in Brandon with two clerks.',
    language: 'en',
    activity: 'liquor_store',
    province: 'MB',
    city: 'Brandon',
    answers: { has_employees: true, delivers_alcohol: false },
    expect: [
      e(T.mbLiquorStore, true, A.MB_LIQUOR_STORE, 'A liquor store holds an LGCA licence with an annual fee.'),
      e(T.mbDelivery, false, A.MB_DELIVERY, 'It delivers nothing: customers carry their purchases home.'),
      e(
        T.wcbManitoba,
        true,
        S.WCB_MANITOBA_NO_WORKERS,
        'It employs workers in Manitoba, so coverage is required.',
      ),
    ],
  },
  {
    id: 'mb-winnipeg-wine-store-delivers',
    description: 'A specialty wine store in Winnipeg that delivers orders across the city with its own van.',
    language: 'en',
    activity: 'liquor_store',
    province: 'MB',
    city: 'Winnipeg',
    answers: { delivers_alcohol: true, has_employees: true },
    expect: [
      e(
        T.mbDelivery,
        true,
        A.MB_DELIVERY,
        'A business that delivers liquor in Manitoba is licensed by the LGCA.',
      ),
      e(T.mbLiquorStore, true, A.MB_LIQUOR_STORE, 'It sells liquor at retail.'),
    ],
  },
  {
    id: 'mb-winnipeg-consultant-alone',
    description: 'A management consultant working from home in Winnipeg, no staff.',
    language: 'en',
    activity: 'home_office_consulting',
    province: 'MB',
    city: 'Winnipeg',
    answers: { has_employees: false, uses_radio: false, dangerous_goods: false },
    expect: [
      e(T.wcbManitoba, 'not_applying', S.WCB_MANITOBA_NO_WORKERS, 'It employs no workers.'),
      e(
        T.winnipegBodyModification,
        'absent',
        A.WINNIPEG_BODY_MODIFICATION,
        'Not a body modification establishment.',
      ),
      e(T.dangerousGoods, 'not_applying', S.TDG_TRAINING, 'It handles no dangerous goods.'),
    ],
  },
];
