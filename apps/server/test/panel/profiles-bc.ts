// British Columbia profiles.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const BC: Profile[] = [
  {
    id: 'bc-vancouver-restaurant',
    description:
      'A full-service restaurant in Vancouver (Vancouver Coastal Health region) with wine and beer, ten staff.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'BC',
    city: 'Vancouver',
    answers: { has_employees: true, sells_alcohol: true },
    expect: [
      e(T.worksafeBc, true, S.WORKSAFEBC_REGISTER, 'It hires workers: WorkSafeBC registration.'),
      e(
        T.bcFoodPrimaryLiquor,
        true,
        A.BC_LIQUOR_RENEWAL,
        'A restaurant serving alcohol holds a food-primary liquor licence.',
      ),
      e(
        T.bcHealthOperatingPermit,
        true,
        A.BC_HEALTH_OPERATING_PERMIT,
        'Every food service business in BC holds a health operating permit from its health authority (here Vancouver Coastal Health).',
      ),
    ],
  },
  {
    id: 'bc-surrey-cafe',
    description: 'A café in Surrey (Fraser Health region) with sandwiches and soups, four baristas.',
    language: 'en',
    activity: 'cafe_coffee_shop',
    province: 'BC',
    city: 'Surrey',
    answers: { has_employees: true, sells_alcohol: false },
    expect: [
      e(
        T.bcHealthOperatingPermit,
        true,
        A.BC_HEALTH_OPERATING_PERMIT,
        'A food service business holds a health operating permit, here from Fraser Health.',
      ),
      e(T.bcFoodPrimaryLiquor, false, A.BC_LIQUOR_RENEWAL, 'It serves no alcohol.'),
    ],
  },
  {
    id: 'bc-vancouver-grocery',
    description:
      'A neighbourhood grocery store in Vancouver selling packaged and fresh food, no prepared meals.',
    language: 'en',
    activity: 'grocery_store',
    province: 'BC',
    city: 'Vancouver',
    answers: { has_employees: true, sells_food: true },
    expect: [
      e(
        T.bcHealthOperatingPermit,
        'absent',
        A.VCH_FOOD_STORES,
        'A food store gets an approval to operate, not the food service permit.',
      ),
    ],
  },
  {
    id: 'bc-victoria-electrician-alone',
    description: 'A self-employed electrician in Victoria, no employees.',
    language: 'en',
    activity: 'electrician',
    province: 'BC',
    city: 'Victoria',
    answers: { has_employees: false },
    expect: [
      e(
        T.bcElectricalContractor,
        true,
        A.BC_ELECTRICAL,
        'Regulated electrical work in BC needs a Technical Safety BC licence.',
      ),
      e(T.worksafeBc, 'not_applying', S.WORKSAFEBC_REGISTER, 'It hires no workers.'),
    ],
  },
  {
    id: 'bc-surrey-short-term-rental',
    description: 'A host renting a basement suite in Surrey for short stays.',
    language: 'en',
    activity: 'bnb_short_term_rental',
    province: 'BC',
    city: 'Surrey',
    answers: { has_employees: false },
    expect: [
      e(T.bcShortTermRental, true, A.BC_STR_REGISTRY, 'Short-term rental hosts in B.C. register every year.'),
      e(T.bcFoodPrimaryLiquor, 'absent', A.BC_LIQUOR_RENEWAL, 'A rental suite serves no alcohol.'),
    ],
  },
  {
    id: 'bc-burnaby-used-cars',
    description: 'A used-car lot in Burnaby.',
    language: 'en',
    activity: 'car_dealer_used',
    province: 'BC',
    city: 'Burnaby',
    answers: { has_employees: true },
    expect: [
      e(T.bcMotorDealer, true, A.VSA_DEALER, 'A motor dealer is licensed by the VSA and renews yearly.'),
      e(T.worksafeBc, true, S.WORKSAFEBC_REGISTER, 'It hires workers.'),
    ],
  },
];
