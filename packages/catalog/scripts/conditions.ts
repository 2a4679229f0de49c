// Which activity question decides a catalogue template (decision 015). Read from the licence's
// name, the one thing every fact has; a template no rule matches always applies to its types.
import type { TemplateCondition } from '@lt/core';

interface Named {
  name: string;
  level: string;
  province: string | null;
  city: string | null;
  business_types: readonly string[];
}

const RULES: readonly [RegExp, TemplateCondition][] = [
  [/firearm/i, { key: 'sells_firearms', when: true }],
  [/liquor|alcohol|beer|wine|spirits|tavern/i, { key: 'sells_alcohol', when: true }],
  [/cannabis/i, { key: 'sells_cannabis', when: true }],
  [/tobacco|vapour|vaping|smoke shop/i, { key: 'sells_tobacco', when: true }],
  [/petroleum/i, { key: 'sells_fuel', when: true }],
  [/pharmac|drug establishment|controlled substances/i, { key: 'handles_drugs', when: true }],
  [/medical device/i, { key: 'medical_devices', when: true }],
  [/home.based/i, { key: 'home_based', when: true }],
  [/WSIB|WCB|WorkSafe|Workplace|WSCC|CNESST|payroll/i, { key: 'has_employees', when: true }],
  [
    /street vendor|mobile vendor|vending|food truck|peddler|hawker|transient/i,
    { key: 'mobile_vending', when: true },
  ],
  [/food|eatery|eating|restaura|alimentaire|grocery|scales/i, { key: 'sells_food', when: true }],
  [/import-export/i, { key: 'imports_exports', when: true }],
  [/music/i, { key: 'plays_music', when: true }],
  [/pawn|second-hand/i, { key: 'second_hand', when: true }],
];

/** General licences that several activities share, whatever their name mentions. */
const ALWAYS = /^Fixed-location business operating licence|^Business licence \(eating establishment/;

const GENERAL_LICENCE = /^(General )?business licence\b/i;

export function conditionOf(template: Named, all: readonly Named[]): TemplateCondition | null {
  if (ALWAYS.test(template.name)) return null;
  const rule = RULES.find(([pattern]) => pattern.test(template.name));
  if (rule) return rule[1];
  // A city with a home-based licence: its storefront licence is the other answer to the same question.
  if (template.level === 'municipal' && GENERAL_LICENCE.test(template.name)) {
    const homeBased = all.some(
      (other) =>
        other.level === 'municipal' &&
        other.city === template.city &&
        other.province === template.province &&
        /home.based/i.test(other.name),
    );
    if (homeBased) return { key: 'home_based', when: false };
  }
  return null;
}
