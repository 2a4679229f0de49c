// Prince Edward Island and Newfoundland and Labrador.
import * as S from './panel-sources';
import * as N from './panel-sources-east-north';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const PE_NL: Profile[] = [
  {
    id: 'pe-charlottetown-bnb',
    description: 'A four-room bed and breakfast in Charlottetown, no pool.',
    language: 'en',
    activity: 'bnb_short_term_rental',
    province: 'PE',
    city: 'Charlottetown',
    answers: { has_employees: false },
    expect: [
      e(
        T.peTourism,
        true,
        N.PE_TOURISM,
        'A tourism accommodation pays an annual licence fee by September 1.',
      ),
      e(
        T.pePublicPool,
        'not_applying',
        N.PE_PUBLIC_POOL,
        'The pool permit is for public and semi-public pools; a B&B without one does not need it.',
      ),
    ],
  },
  {
    id: 'pe-summerside-convenience-tobacco',
    description: 'A convenience store in Summerside selling cigarettes, sandwiches and coffee.',
    language: 'en',
    activity: 'convenience_store',
    province: 'PE',
    city: 'Summerside',
    answers: { sells_tobacco: true, sells_food: true, has_employees: true },
    expect: [
      e(T.peTobacco, true, N.PE_TOBACCO, 'A retail vendor’s licence is required to sell tobacco in PEI.'),
      e(
        T.peFoodPremises,
        true,
        N.PE_FOOD_PREMISES,
        'It sells food: a food premises licence, expiring each March 31.',
      ),
      e(T.wcbPei, true, S.WCB_PEI_REGISTER, 'New employers register with WCB PEI before operating.'),
    ],
  },
  {
    id: 'pe-charlottetown-bakery',
    description: 'Une boulangerie acadienne de Charlottetown avec deux employés.',
    language: 'fr',
    activity: 'bakery',
    province: 'PE',
    city: 'Charlottetown',
    answers: { has_employees: true },
    expect: [
      e(
        T.peFoodPremises,
        true,
        N.PE_FOOD_PREMISES,
        'Une boulangerie vend des aliments : licence d’établissement alimentaire.',
      ),
      e(T.wcbPei, true, S.WCB_PEI_REGISTER, 'Elle emploie des travailleurs.'),
      e(T.peTourism, 'absent', N.PE_TOURISM, 'Une boulangerie n’est pas un hébergement touristique.'),
    ],
  },
  {
    id: 'nl-st-johns-restaurant',
    description: "A pub-style restaurant on George Street, St. John's, with eleven employees.",
    language: 'en',
    activity: 'full_service_restaurant',
    province: 'NL',
    city: "St. John's",
    answers: { has_employees: true, sells_alcohol: true, incorporated: true, federally_incorporated: false },
    expect: [
      e(
        T.nlFoodEstablishment,
        true,
        N.NL_FOOD,
        'A restaurant prepares and sells food: a food establishment licence.',
      ),
      e(T.workplaceNl, true, S.WORKPLACENL_REGISTER, 'An incorporated employer registers with WorkplaceNL.'),
      e(
        T.nlCorporationReturn,
        true,
        N.NL_ANNUAL_RETURN,
        'A Newfoundland and Labrador corporation files an annual return.',
      ),
    ],
  },
  {
    id: 'nl-st-johns-incorporated-consultant',
    description:
      "A one-person engineering consultancy in St. John's, incorporated provincially, no employees.",
    language: 'en',
    activity: 'home_office_consulting',
    province: 'NL',
    city: "St. John's",
    answers: { has_employees: false, incorporated: true, federally_incorporated: false },
    expect: [
      // Known limitation (README, panel-limitations.ts): the law says true; the catalogue's
      // conditions (all must hold) cannot say "employees or incorporated", and its notes say so.
      e(
        T.workplaceNl,
        false,
        S.WORKPLACENL_REGISTER,
        'Known limitation: every incorporated entity registers, even with the owner as only worker, but the template asks has_employees only; its notes state the rule.',
      ),
      e(T.nlCorporationReturn, true, N.NL_ANNUAL_RETURN, 'It is a provincial corporation.'),
      e(T.cbcaAnnualReturn, 'not_applying', S.CBCA_ANNUAL_RETURN, 'It is not a federal corporation.'),
    ],
  },
  {
    id: 'nl-corner-brook-tanning',
    description: 'A tanning salon in Corner Brook.',
    language: 'en',
    activity: 'tanning_salon',
    province: 'NL',
    city: 'Corner Brook',
    answers: { has_employees: false },
    expect: [
      e(
        T.nlPersonalServices,
        true,
        N.NL_PERSONAL_SERVICES,
        'Tanning salons register under the Personal Services Act.',
      ),
    ],
  },
  {
    id: 'nl-mount-pearl-convenience',
    description: 'A convenience store in Mount Pearl that sells cigarettes.',
    language: 'en',
    activity: 'convenience_store',
    province: 'NL',
    city: 'Mount Pearl',
    answers: { sells_tobacco: true, has_employees: false },
    expect: [e(T.nlTobacco, true, N.NL_TOBACCO, 'A retailer shall not sell tobacco without a licence.')],
  },
];
