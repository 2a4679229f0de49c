// The renewal rule in words for the screens (decision 013): "Renews every 12 months", "Renews every
// year on 31 March", "No expiry", "Expires on the date printed on it". Core's describeRenewalRule is
// the English of e-mails and logs; the screens translate the same four shapes and take month names from Intl in the reader's language.
// The licences namespace arrives with the code that uses it.

import type { RenewalRule } from '@lt/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { monthName } from './format';
import { registerNamespace } from './i18n';
import { licenses } from './i18n/en/licenses';
import { licenses as licensesFr } from './i18n/fr/licenses';

registerNamespace('licenses', { en: licenses, fr: licensesFr });

export { monthName };

export function renewalRuleText(rule: RenewalRule, t: TFunction<'licenses'>, language: string): string {
  switch (rule.kind) {
    case 'term':
      return t('rule.term', { count: rule.months });
    case 'fixed_date':
      return t('rule.fixedDate', { day: rule.day, month: monthName(rule.month, language) });
    case 'none':
      return t('rule.none');
    case 'printed':
      return t('rule.printed');
  }
}

/** `renewalRuleText` bound to the current language. */
export function useRenewalRuleText(): (rule: RenewalRule) => string {
  const { t, i18n } = useTranslation('licenses');
  return (rule) => renewalRuleText(rule, t, i18n.language);
}
