// New Brunswick and Nova Scotia. Workers' compensation there has thresholds the research found:
// New Brunswick from three workers, Nova Scotia from three workers at the same time in a mandatory
// industry. Employers answer three_or_more_workers; a bakery and a gift shop with two employees must
// not get the registration.
import * as S from './panel-sources';
import * as N from './panel-sources-east-north';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const NB_NS: Profile[] = [
  {
    id: 'nb-moncton-restaurant',
    description:
      'Un restaurant à service complet de Moncton, avec salle à manger licenciée et cinq employés.',
    language: 'fr',
    activity: 'full_service_restaurant',
    province: 'NB',
    city: 'Moncton',
    answers: { has_employees: true, three_or_more_workers: true, sells_alcohol: true },
    expect: [
      e(
        T.nbFoodPremises,
        true,
        N.NB_FOOD_PREMISES,
        'Un restaurant détient une licence d’établissement alimentaire, valide jusqu’au 31 mars.',
      ),
      e(
        T.nbDiningRoomLiquor,
        true,
        N.NB_DINING_ROOM,
        'Il sert de l’alcool aux repas : licence de salle à manger.',
      ),
      e(
        T.worksafeNb,
        true,
        S.WORKSAFENB_THREE_WORKERS,
        'Cinq travailleurs : au-delà du seuil de trois, l’inscription est obligatoire.',
      ),
    ],
  },
  {
    id: 'nb-fredericton-boulangerie-deux-employes',
    description:
      'Une boulangerie de Fredericton avec deux employés, jamais plus de trois personnes à la fois.',
    language: 'fr',
    activity: 'bakery',
    province: 'NB',
    city: 'Fredericton',
    answers: { has_employees: true, three_or_more_workers: false },
    expect: [
      e(
        T.worksafeNb,
        false,
        S.WORKSAFENB_THREE_WORKERS,
        'Deux travailleurs : sous le seuil de trois, l’inscription n’est pas obligatoire.',
      ),
      e(
        T.worksafeNbAssessment,
        false,
        S.WORKSAFENB_THREE_WORKERS,
        'Sans protection obligatoire, pas de cotisation annuelle à payer.',
      ),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'Elle verse des salaires : compte de retenues sur la paie.'),
      e(
        T.nbFoodPremises,
        true,
        N.NB_FOOD_PREMISES,
        'Elle vend des aliments : licence d’établissement alimentaire.',
      ),
    ],
  },
  {
    id: 'nb-fredericton-vape-shop',
    description: 'A vape shop in Fredericton, owner-operated.',
    language: 'en',
    activity: 'tobacco_vape_shop',
    province: 'NB',
    city: 'Fredericton',
    answers: { has_employees: false },
    expect: [
      e(
        T.nbVapeOutlet,
        true,
        N.NB_VAPE_OUTLET,
        'An e-cigarette sales outlet holds a licence ($100 to apply or renew).',
      ),
      e(T.worksafeNb, 'not_applying', S.WORKSAFENB_THREE_WORKERS, 'No workers at all.'),
      e(T.nbFoodPremises, 'absent', N.NB_FOOD_PREMISES, 'A vape shop is not a food premises.'),
    ],
  },
  {
    id: 'nb-saint-john-child-care',
    description: 'An early learning and child-care facility in Saint John with nine educators.',
    language: 'en',
    activity: 'child_care_centre',
    province: 'NB',
    city: 'Saint John',
    answers: { has_employees: true, three_or_more_workers: true },
    expect: [
      e(
        T.nbChildCare,
        true,
        N.NB_CHILD_CARE,
        'A childcare facility is licensed and renews 90 days before expiry.',
      ),
    ],
  },
  {
    id: 'ns-halifax-child-care',
    description: 'A day-care centre in Halifax for 45 children.',
    language: 'en',
    activity: 'child_care_centre',
    province: 'NS',
    city: 'Halifax',
    answers: { has_employees: true, three_or_more_workers: true },
    expect: [
      e(T.nsChildCare, true, N.NS_CHILD_CARE, 'Nova Scotia licenses day care facilities.'),
      e(T.nsBodyArt, 'absent', N.NS_BODY_ART, 'A day care is not a body art facility.'),
      e(T.nsLiquor, 'absent', N.NS_LIQUOR, 'A day care sells no alcohol.'),
    ],
  },
  {
    id: 'ns-halifax-restaurant',
    description: 'A seafood restaurant on the Halifax waterfront with a lounge and fourteen staff.',
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'NS',
    city: 'Halifax',
    answers: { has_employees: true, three_or_more_workers: true, sells_alcohol: true },
    expect: [
      e(
        T.nsFoodEstablishment,
        true,
        N.NS_FOOD,
        'A restaurant is a foodservice facility and needs a food establishment permit.',
      ),
      e(T.nsLiquor, true, N.NS_LIQUOR, 'It sells alcohol by the glass.'),
      e(
        T.wcbNovaScotia,
        true,
        S.WCB_NS_THREE_WORKERS,
        'Restaurants are a mandatory industry and it has well over three workers.',
      ),
    ],
  },
  {
    id: 'ns-halifax-gift-shop-two-clerks',
    description:
      'A gift shop in Halifax with two part-time clerks who never work together with a third person.',
    language: 'en',
    activity: 'general_retail',
    province: 'NS',
    city: 'Halifax',
    answers: { has_employees: true, three_or_more_workers: false },
    expect: [
      e(
        T.wcbNovaScotia,
        false,
        S.WCB_NS_THREE_WORKERS,
        'Retail is a mandatory industry, but it never has 3 workers at the same time.',
      ),
      e(T.craPayroll, true, S.CRA_PAYROLL, 'It pays wages.'),
    ],
  },
  {
    id: 'ns-halifax-tattoo',
    description: 'A tattoo studio in Dartmouth (Halifax Regional Municipality).',
    language: 'en',
    activity: 'tattoo_piercing',
    province: 'NS',
    city: 'Halifax',
    answers: { has_employees: false },
    expect: [
      e(
        T.nsBodyArt,
        true,
        N.NS_BODY_ART,
        'A tattoo studio holds a Class 1 body art facility permit (every 10 years).',
      ),
      e(T.nsChildCare, 'absent', N.NS_CHILD_CARE, 'A tattoo studio never needs a child-care licence.'),
      e(T.wcbNovaScotia, 'not_applying', S.WCB_NS_THREE_WORKERS, 'No workers.'),
    ],
  },
  {
    id: 'ns-sydney-convenience-tobacco',
    description: 'A convenience store in Sydney, Cape Breton, selling cigarettes.',
    language: 'en',
    activity: 'convenience_store',
    province: 'NS',
    city: 'Sydney',
    answers: { sells_tobacco: true, sells_food: true, has_employees: false },
    expect: [
      e(
        T.nsTobaccoVendor,
        true,
        N.NS_TOBACCO_VENDOR,
        'A retail store selling tobacco needs a retail vendor’s permit.',
      ),
    ],
  },
];
