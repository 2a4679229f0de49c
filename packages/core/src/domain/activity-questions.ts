// Issue 19, decision 015: a template may apply only when a yes/no question about the business's
// activity is answered one way ("Do you sell alcohol?" yes → the liquor licence; "Is the business
// run from home?" yes → the home-based licence, no → the storefront one). Onboarding asks only the
// questions that decide a template the business could otherwise hold.
import { normalizeBusinessType } from './template-choice';

export const ACTIVITY_QUESTION_KEYS = [
  'sells_alcohol',
  'sells_food',
  'sells_tobacco',
  'sells_cannabis',
  'sells_firearms',
  'sells_fuel',
  'handles_drugs',
  'medical_devices',
  'home_based',
  'has_employees',
  'mobile_vending',
  'imports_exports',
  'plays_music',
  'second_hand',
] as const;
export type ActivityQuestionKey = (typeof ACTIVITY_QUESTION_KEYS)[number];

export interface ActivityQuestion {
  key: ActivityQuestionKey;
  text: string;
  text_fr: string;
  /** Business types for which the answer goes without saying (a restaurant prepares food). */
  impliedYesFor?: readonly string[];
}

export const ACTIVITY_QUESTIONS: readonly ActivityQuestion[] = [
  {
    key: 'sells_alcohol',
    text: 'Do you sell or serve alcohol?',
    text_fr: 'Vendez-vous ou servez-vous de l’alcool?',
  },
  {
    key: 'sells_food',
    text: 'Do you prepare or sell food?',
    text_fr: 'Préparez-vous ou vendez-vous des aliments?',
    impliedYesFor: ['Restaurant'],
  },
  {
    key: 'sells_tobacco',
    text: 'Do you sell tobacco or vaping products?',
    text_fr: 'Vendez-vous des produits du tabac ou de vapotage?',
  },
  { key: 'sells_cannabis', text: 'Do you sell cannabis?', text_fr: 'Vendez-vous du cannabis?' },
  {
    key: 'sells_firearms',
    text: 'Do you sell, repair or store firearms?',
    text_fr: 'Vendez-vous, réparez-vous ou entreposez-vous des armes à feu?',
  },
  {
    key: 'sells_fuel',
    text: 'Do you sell fuel (gasoline, diesel, propane)?',
    text_fr: 'Vendez-vous du carburant (essence, diesel, propane)?',
  },
  {
    key: 'handles_drugs',
    text: 'Do you dispense, make, import or distribute drugs?',
    text_fr: 'Préparez-vous, fabriquez-vous, importez-vous ou distribuez-vous des médicaments?',
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
  },
  { key: 'has_employees', text: 'Do you have employees?', text_fr: 'Avez-vous des employés?' },
  {
    key: 'mobile_vending',
    text: 'Do you sell from a food truck, cart or stand on public land?',
    text_fr:
      'Vendez-vous à partir d’un camion-restaurant, d’un chariot ou d’un kiosque sur le domaine public?',
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
  },
];

const BY_KEY = new Map(ACTIVITY_QUESTIONS.map((q) => [q.key, q]));

export function activityQuestion(key: string): ActivityQuestion | undefined {
  return BY_KEY.get(key as ActivityQuestionKey);
}

/** The condition a template carries: it applies when the question `key` is answered `when`. */
export interface TemplateCondition {
  key: string;
  when: boolean;
}

export type ActivityAnswers = Readonly<Record<string, boolean | undefined>>;

/** The answer that counts for this business: the one given, else the one implied by its type. */
export function effectiveAnswer(
  key: string,
  answers: ActivityAnswers,
  businessType: string,
): boolean | undefined {
  const given = answers[key];
  if (given !== undefined) return given;
  const implied = activityQuestion(key)?.impliedYesFor?.map(normalizeBusinessType) ?? [];
  return implied.includes(normalizeBusinessType(businessType)) ? true : undefined;
}

/**
 * Whether a template applies: true without a condition, else whether the answer matches, or null
 * while the question is unanswered.
 */
export function templateApplies(
  condition: TemplateCondition | null | undefined,
  answers: ActivityAnswers,
  businessType: string,
): boolean | null {
  if (!condition) return true;
  const answer = effectiveAnswer(condition.key, answers, businessType);
  return answer === undefined ? null : answer === condition.when;
}

/**
 * The questions worth asking: those that decide at least one of these templates and that the
 * business type does not already answer, in the catalogue's order.
 */
export function questionsThatMatter(
  conditions: readonly (TemplateCondition | null | undefined)[],
  businessType: string,
): ActivityQuestion[] {
  const keys = new Set(
    conditions
      .filter((c): c is TemplateCondition => !!c)
      .map((c) => c.key)
      .filter((key) => effectiveAnswer(key, {}, businessType) === undefined),
  );
  return ACTIVITY_QUESTIONS.filter((q) => keys.has(q.key));
}
