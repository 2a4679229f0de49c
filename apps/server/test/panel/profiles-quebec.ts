// Québec profiles, described in French by French-speaking owners: food permits (MAPAQ), alcohol
// (RACJ) only when the business sells it, the CNESST only for employers, QST, RBQ, CITQ, child care.
// The research found no Québec retail tobacco permit (the MSSS says none exists): a tobacco retailer
// needs its QST registration certificate (Revenu Québec), which the panel checks instead.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import { T } from './panel-templates';
import { expectation as e, type Profile } from './panel-types';

export const QUEBEC: Profile[] = [
  {
    id: 'qc-montreal-restaurant-alcool',
    description:
      'Un restaurant à service complet du Plateau-Mont-Royal à Montréal, avec permis d’alcool, six employés et une terrasse sur le trottoir.',
    language: 'fr',
    activity: 'full_service_restaurant',
    province: 'QC',
    city: 'Montréal',
    answers: { has_employees: true, sells_alcohol: true, has_terrace: true },
    expect: [
      e(
        T.qcFoodPermit,
        true,
        A.MAPAQ_PERMIT,
        'Un restaurant prépare des aliments : permis de restauration du MAPAQ.',
      ),
      e(
        T.montrealTerrace,
        true,
        A.MONTREAL_TERRASSE,
        'Il exploite une terrasse sur le trottoir : permis de terrasse commerciale sur le domaine public.',
      ),
      e(
        T.qcRestaurantAlcohol,
        true,
        A.RACJ_RESTAURANT,
        'Il sert de l’alcool : permis de restaurant de la RACJ.',
      ),
      e(T.cnesst, true, S.CNESST_REGISTER, 'Il a des employés : inscription à la CNESST.'),
      e(
        T.qcGroceryAlcohol,
        'absent',
        A.QC_GROCERY_ALCOHOL,
        'Le permis d’épicerie vise les épiceries et dépanneurs, pas les restaurants.',
      ),
    ],
  },
  {
    id: 'qc-montreal-restaurant-sans-alcool',
    description:
      'Un petit restaurant familial à Montréal, sans alcool ni terrasse, exploité par les propriétaires seuls.',
    language: 'fr',
    activity: 'full_service_restaurant',
    province: 'QC',
    city: 'Montréal',
    answers: { has_employees: false, sells_alcohol: false, has_terrace: false },
    expect: [
      e(T.qcFoodPermit, true, A.MAPAQ_PERMIT, 'Il prépare des aliments pour la restauration.'),
      e(
        T.montrealTerrace,
        false,
        A.MONTREAL_TERRASSE,
        'Sans terrasse sur le domaine public, aucun permis de terrasse.',
      ),
      e(T.qcRestaurantAlcohol, 'not_applying', A.RACJ_RESTAURANT, 'Il ne vend ni ne sert d’alcool.'),
      e(
        T.cnesst,
        'not_applying',
        S.CNESST_REGISTER,
        'L’inscription suit l’embauche d’un premier travailleur ; il n’en a pas.',
      ),
    ],
  },
  {
    id: 'qc-quebec-depanneur-tabac',
    description:
      'Un dépanneur de Québec (Saint-Roch) qui vend des cigarettes et des collations, sans bière ni vin.',
    language: 'fr',
    activity: 'convenience_store',
    province: 'QC',
    city: 'Québec',
    answers: {
      sells_tobacco: true,
      sells_alcohol: false,
      sells_food: true,
      over_small_supplier: true,
      has_employees: false,
    },
    expect: [
      e(
        T.qcQst,
        true,
        A.QST_TOBACCO_RETAIL,
        'Un détaillant de tabac doit détenir un certificat d’inscription à la TVQ.',
      ),
      e(
        T.qcGroceryAlcohol,
        'not_applying',
        A.QC_GROCERY_ALCOHOL,
        'Il ne vend pas d’alcool : pas de permis d’épicerie.',
      ),
      e(T.qcFoodRetailPermit, true, A.MAPAQ_PERMIT, 'Il vend des aliments au détail : permis du MAPAQ.'),
      e(
        T.qcRestaurantAlcohol,
        'absent',
        A.RACJ_RESTAURANT,
        'Le permis de restaurant n’est pas pour un dépanneur.',
      ),
    ],
  },
  {
    id: 'qc-laval-garderie',
    description: 'Une garderie de Laval qui reçoit 60 enfants, quinze éducatrices.',
    language: 'fr',
    activity: 'child_care_centre',
    province: 'QC',
    city: 'Laval',
    answers: { has_employees: true },
    expect: [
      e(T.qcChildCare, true, A.QC_GARDERIE, 'Elle reçoit au moins sept enfants : permis de garderie.'),
      e(T.cnesst, true, S.CNESST_REGISTER, 'Elle a des employées.'),
      e(T.qcRbq, 'absent', A.RBQ_LICENCE, 'La licence RBQ est pour les entrepreneurs en construction.'),
    ],
  },
  {
    id: 'qc-gatineau-entrepreneur',
    description: 'Un entrepreneur général en construction résidentielle à Gatineau, quatre employés.',
    language: 'fr',
    activity: 'general_contractor',
    province: 'QC',
    city: 'Gatineau',
    answers: { has_employees: true, uses_radio: false },
    expect: [
      e(
        T.qcRbq,
        true,
        A.RBQ_LICENCE,
        'Un entrepreneur en construction détient une licence de la RBQ, maintenue chaque année.',
      ),
      e(T.cnesst, true, S.CNESST_REGISTER, 'Il a des employés.'),
      e(T.radio, 'not_applying', S.RADIO_LICENCE, 'Il a répondu ne pas exploiter de matériel radio.'),
    ],
  },
  {
    id: 'qc-montreal-gite',
    description: 'Un gîte touristique de trois chambres dans le Vieux-Montréal.',
    language: 'fr',
    activity: 'bnb_short_term_rental',
    province: 'QC',
    city: 'Montréal',
    answers: { has_employees: false },
    expect: [
      e(
        T.qcCitq,
        true,
        A.CITQ_REGISTRATION,
        'Un établissement d’hébergement touristique s’enregistre auprès de la CITQ (valide 12 mois).',
      ),
      e(T.qcChildCare, 'absent', A.QC_GARDERIE, 'Un gîte n’est pas une garderie.'),
    ],
  },
  {
    id: 'qc-sherbrooke-logiciel-petit-fournisseur',
    description:
      'Une travailleuse autonome en développement logiciel à Sherbrooke, moins de 30 000 $ de ventes par année.',
    language: 'fr',
    activity: 'software_it',
    province: 'QC',
    city: 'Sherbrooke',
    answers: { has_employees: false, over_small_supplier: false, incorporated: false },
    expect: [
      e(
        T.gstHst,
        'not_applying',
        S.SMALL_SUPPLIER,
        'Un petit fournisseur n’est pas tenu de s’inscrire à la TPS.',
      ),
      e(T.qcQst, 'not_applying', S.SMALL_SUPPLIER, 'Ni à la TVQ.'),
      e(T.cnesst, 'not_applying', S.CNESST_REGISTER, 'Aucun travailleur.'),
    ],
  },
];
