import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { monthName, renewalRuleText } from './renewal-rule-text';

const t = i18n.getFixedT('en', 'licenses');

describe('renewalRuleText', () => {
  it('words the four kinds of rule', () => {
    expect(renewalRuleText({ kind: 'term', months: 12 }, t, 'en')).toBe('Renews every 12 months');
    expect(renewalRuleText({ kind: 'term', months: 1 }, t, 'en')).toBe('Renews every 1 month');
    expect(renewalRuleText({ kind: 'fixed_date', month: 3, day: 31 }, t, 'en')).toBe(
      'Renews every year on 31 March',
    );
    expect(renewalRuleText({ kind: 'fixed_date', month: 12, day: 31 }, t, 'en')).toBe(
      'Renews every year on 31 December',
    );
    expect(renewalRuleText({ kind: 'none' }, t, 'en')).toBe('No expiry');
    expect(renewalRuleText({ kind: 'printed' }, t, 'en')).toBe('Expires on the date printed on it');
    expect(renewalRuleText({ kind: 'printed' }, i18n.getFixedT('fr', 'licenses'), 'fr')).toBe(
      'Expire à la date inscrite sur le permis',
    );
  });

  it("takes month names from the reader's language", () => {
    expect(monthName(1, 'en')).toBe('January');
    expect(monthName(3, 'fr')).toBe('mars');
  });
});
