// Issues 19 and 27: the yes/no questions that decide whether a template applies to a business
// ("Do you sell alcohol?" yes → the liquor licence; "Do you have employees?" yes → the province's
// workers' compensation registration). Onboarding asks a question only when some template for the
// business's activity and place depends on it, and never one its activity already answers (a bar
// serves alcohol); whether it has employees and whether it is incorporated are asked of everyone.
import { activityByKey } from './activities';
import { normalizeBusinessType } from './template-choice';

export const ACTIVITY_QUESTION_KEYS = [
  'has_employees',
  'three_or_more_workers',
  'payroll_over_1m',
  'payroll_over_2_25m',
  'incorporated',
  'federally_incorporated',
  'trade_name',
  'over_small_supplier',
  'sells_alcohol',
  'sells_food',
  'sells_tobacco',
  'sells_cannabis',
  'sells_firearms',
  'sells_fuel',
  'handles_drugs',
  'drug_wholesale',
  'medical_devices',
  'home_based',
  'mobile_vending',
  'imports_exports',
  'plays_music',
  'second_hand',
  'uses_radio',
  'dangerous_goods',
  'new_business_name',
  'controlled_goods',
  'has_trademark',
  'telecom_services',
  'has_terrace',
  'delivers_alcohol',
  'prepaid_contracts',
] as const;
export type ActivityQuestionKey = (typeof ACTIVITY_QUESTION_KEYS)[number];

export interface ActivityQuestion {
  key: ActivityQuestionKey;
  text: string;
  text_fr: string;
  /** Asked of every business, whatever the templates of its place. */
  always?: boolean;
  /** Asked only once this other question has this answer (federal incorporation after "incorporated"). */
  after?: { key: ActivityQuestionKey; when: boolean };
  /** Activities for which the answer is yes without asking (a bar serves alcohol). */
  impliedByActivities?: readonly string[];
  /** Business types for which the answer is yes, for a business that has not said its activity. */
  impliedYesFor?: readonly string[];
}

const FOOD_ACTIVITIES = [
  'full_service_restaurant',
  'limited_service_restaurant',
  'cafe_coffee_shop',
  'food_truck_street_vending',
  'catering',
  'home_based_food_business',
  'bakery',
  'grocery_store',
  'food_manufacturing',
];

export const ACTIVITY_QUESTIONS: readonly ActivityQuestion[] = [
  {
    key: 'has_employees',
    text: 'Do you have employees (anyone on a payroll, family included)?',
    text_fr: 'Avez-vous des employés (toute personne payée, y compris de la famille)?',
    always: true,
  },
  {
    key: 'three_or_more_workers',
    text: 'Do you have three or more workers at the same time, at any time of the year?',
    text_fr: 'Avez-vous trois travailleurs ou plus en même temps, à un moment de l’année?',
    after: { key: 'has_employees', when: true },
  },
  // Employer health taxes (issue 28) start above a payroll exemption: $1 million in Ontario and
  // British Columbia, $2.25 million in Manitoba (its official page). Asked only of an employer, and
  // only where such a tax is a template of the place (the province decides which of the two).
  {
    key: 'payroll_over_1m',
    text: 'Is your total annual payroll over $1 million?',
    text_fr: 'Votre masse salariale annuelle totale dépasse-t-elle 1 million de dollars?',
    after: { key: 'has_employees', when: true },
  },
  {
    key: 'payroll_over_2_25m',
    text: 'Is your total annual payroll over $2.25 million?',
    text_fr: 'Votre masse salariale annuelle totale dépasse-t-elle 2,25 millions de dollars?',
    after: { key: 'has_employees', when: true },
  },
  {
    key: 'incorporated',
    text: 'Is the business incorporated?',
    text_fr: 'L’entreprise est-elle constituée en société (incorporée)?',
    always: true,
  },
  {
    key: 'federally_incorporated',
    text: 'Was it incorporated federally (under the Canada Business Corporations Act)?',
    text_fr: 'A-t-elle été constituée sous le régime fédéral (Loi canadienne sur les sociétés par actions)?',
    always: true,
    after: { key: 'incorporated', when: true },
  },
  {
    key: 'trade_name',
    text: 'Does the business operate under a name other than the owner’s own name?',
    text_fr: 'L’entreprise est-elle exploitée sous un autre nom que celui de son propriétaire?',
    after: { key: 'incorporated', when: false },
  },
  {
    key: 'over_small_supplier',
    text: 'Do your taxable sales pass $30,000 a year (or have you registered for GST/HST anyway)?',
    text_fr:
      'Vos ventes taxables dépassent-elles 30 000 $ par année (ou êtes-vous inscrit à la TPS/TVH de toute façon)?',
  },
  {
    key: 'sells_alcohol',
    text: 'Do you sell or serve alcohol?',
    text_fr: 'Vendez-vous ou servez-vous de l’alcool?',
    impliedByActivities: ['bar_pub_nightclub', 'liquor_store', 'brewery_winery_distillery'],
  },
  {
    key: 'sells_food',
    text: 'Do you prepare or sell food?',
    text_fr: 'Préparez-vous ou vendez-vous des aliments?',
    impliedByActivities: FOOD_ACTIVITIES,
    impliedYesFor: ['Restaurant'],
  },
  {
    key: 'sells_tobacco',
    text: 'Do you sell tobacco or vaping products?',
    text_fr: 'Vendez-vous des produits du tabac ou de vapotage?',
    impliedByActivities: ['tobacco_vape_shop'],
  },
  {
    key: 'sells_cannabis',
    text: 'Do you sell cannabis?',
    text_fr: 'Vendez-vous du cannabis?',
    impliedByActivities: ['cannabis_retail'],
  },
  {
    key: 'sells_firearms',
    text: 'Do you sell, repair or store firearms?',
    text_fr: 'Vendez-vous, réparez-vous ou entreposez-vous des armes à feu?',
  },
  {
    key: 'sells_fuel',
    text: 'Do you sell fuel (gasoline, diesel, propane)?',
    text_fr: 'Vendez-vous du carburant (essence, diesel, propane)?',
    impliedByActivities: ['gas_station'],
  },
  {
    key: 'handles_drugs',
    text: 'Do you dispense, make, import or distribute drugs?',
    text_fr: 'Préparez-vous, fabriquez-vous, importez-vous ou distribuez-vous des médicaments?',
    impliedByActivities: ['pharmacy'],
  },
  {
    key: 'drug_wholesale',
    text: 'Do you make, package, label, import, distribute or wholesale drugs (beyond dispensing them)?',
    text_fr:
      'Fabriquez-vous, emballez-vous, étiquetez-vous, importez-vous, distribuez-vous ou vendez-vous en gros des médicaments (au-delà de leur délivrance)?',
  },
  {
    key: 'medical_devices',
    text: 'Do you make, import or distribute medical devices?',
    text_fr: 'Fabriquez-vous, importez-vous ou distribuez-vous des instruments médicaux?',
  },
  {
    key: 'home_based',
    text: 'Is the business run from home?',
    text_fr: 'L’entreprise est-elle exploitée à domicile?',
    impliedByActivities: ['home_based_food_business', 'home_child_care', 'home_office_consulting'],
  },
  {
    key: 'mobile_vending',
    text: 'Do you sell from a food truck, cart or stand on public land?',
    text_fr:
      'Vendez-vous à partir d’un camion-restaurant, d’un chariot ou d’un kiosque sur le domaine public?',
    impliedByActivities: ['food_truck_street_vending'],
  },
  {
    key: 'imports_exports',
    text: 'Do you import or export goods?',
    text_fr: 'Importez-vous ou exportez-vous des marchandises?',
  },
  {
    key: 'plays_music',
    text: 'Do you play music for customers?',
    text_fr: 'Diffusez-vous de la musique pour vos clients?',
  },
  {
    key: 'second_hand',
    text: 'Do you buy and sell second-hand goods or lend on pawn?',
    text_fr: 'Achetez-vous et revendez-vous des biens d’occasion ou faites-vous des prêts sur gage?',
    impliedByActivities: ['used_goods_pawn'],
  },
  {
    key: 'uses_radio',
    text: 'Do you operate licensed radio equipment (two-way radios, a radio station)?',
    text_fr: 'Exploitez-vous du matériel radio soumis à licence (radios bidirectionnelles, station radio)?',
  },
  {
    key: 'dangerous_goods',
    text: 'Do you handle, ship or transport dangerous goods?',
    text_fr: 'Manutentionnez-vous, expédiez-vous ou transportez-vous des marchandises dangereuses?',
  },
  {
    key: 'new_business_name',
    text: 'Are you about to register or incorporate under a new business name?',
    text_fr: 'Êtes-vous sur le point d’immatriculer ou de constituer l’entreprise sous un nouveau nom?',
  },
  {
    key: 'controlled_goods',
    text: 'Do you examine, possess or transfer controlled goods (military or security items)?',
    text_fr:
      'Examinez-vous, possédez-vous ou transférez-vous des marchandises contrôlées (articles militaires ou de sécurité)?',
  },
  {
    key: 'has_trademark',
    text: 'Do you hold a registered trademark?',
    text_fr: 'Êtes-vous titulaire d’une marque de commerce enregistrée?',
  },
  {
    key: 'telecom_services',
    text: 'Do you provide or resell telecommunications or Internet access services?',
    text_fr: 'Fournissez-vous ou revendez-vous des services de télécommunication ou d’accès Internet?',
  },
  {
    key: 'has_terrace',
    text: 'Do you have a terrace or patio on public property (a sidewalk or street)?',
    text_fr: 'Avez-vous une terrasse sur le domaine public (un trottoir ou une rue)?',
  },
  {
    key: 'delivers_alcohol',
    text: 'Do you deliver alcohol to customers?',
    text_fr: 'Livrez-vous de l’alcool à vos clients?',
  },
  {
    key: 'prepaid_contracts',
    text: 'Do you take payment before the work is finished (prepaid contracts)?',
    text_fr: 'Vous faites-vous payer avant la fin des travaux (contrats prépayés)?',
  },
];

const BY_KEY = new Map(ACTIVITY_QUESTIONS.map((q) => [q.key, q]));

export function activityQuestion(key: string): ActivityQuestion | undefined {
  return BY_KEY.get(key as ActivityQuestionKey);
}

/** One condition of a template: it applies only when the question `key` is answered `when`. */
export interface TemplateCondition {
  key: string;
  when: boolean;
}

export type ActivityAnswers = Readonly<Record<string, boolean | undefined>>;

/** What the rules read of a business: its type, its activity when it has said it, its answers. */
export interface BusinessProfile {
  businessType: string;
  activity?: string | null;
  answers?: ActivityAnswers;
}

/**
 * The answer that counts for this business: the one given, else the one its activity implies, else
 * (a business that has not said its activity) the one its type implies.
 */
export function effectiveAnswer(key: string, profile: BusinessProfile): boolean | undefined {
  const given = profile.answers?.[key];
  if (given !== undefined) return given;
  const question = activityQuestion(key);
  if (!question) return undefined;
  const activity = activityByKey(profile.activity);
  if (activity) return question.impliedByActivities?.includes(activity.key) ? true : undefined;
  const implied = question.impliedYesFor?.map(normalizeBusinessType) ?? [];
  return implied.includes(normalizeBusinessType(profile.businessType)) ? true : undefined;
}

/** Whether a question is worth asking of this business at all (its activity does not answer it). */
function askable(question: ActivityQuestion, profile: BusinessProfile): boolean {
  if (effectiveAnswer(question.key, { ...profile, answers: {} }) !== undefined) return false;
  return !question.after || effectiveAnswer(question.after.key, profile) === question.after.when;
}

/**
 * The questions worth asking, in the catalogue's order: every "always" question, and each question
 * some of these conditions depend on, less those the business's activity (or type) answers and
 * those that follow an answer not given ("federally?" only once "incorporated?" is yes).
 */
export function questionsThatMatter(
  conditions: readonly (readonly TemplateCondition[] | null | undefined)[],
  profile: BusinessProfile,
): ActivityQuestion[] {
  const deciding = new Set(conditions.flatMap((list) => (list ?? []).map((c) => c.key)));
  return ACTIVITY_QUESTIONS.filter((q) => (q.always || deciding.has(q.key)) && askable(q, profile));
}
