import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatInstantDayMonth } from '../../lib/format';

/**
 * "On it — Marie, Nov 27" (issue 30): someone followed a reminder's "I'm on it" link for the current
 * expiry date, so a co-worker does not chase the licence too. Nothing when nobody has (or since a
 * renewal); without a name when the link did not say who (an SMS's or a digest's).
 */
export function OnItLabel({
  license,
  className = '',
}: {
  license: Pick<License, 'on_it'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('licenses');
  const onIt = license.on_it;
  if (!onIt) return null;
  const date = formatInstantDayMonth(onIt.at, i18n.language);
  return (
    <p className={`text-xs font-medium text-emerald-800 ${className}`}>
      <time
        dateTime={onIt.at}
        title={t('onIt.title', { date: formatInstant(onIt.at, i18n.language, 'full') })}
      >
        {onIt.by_name ? t('onIt.named', { name: onIt.by_name, date }) : t('onIt.unnamed', { date })}
      </time>
    </p>
  );
}
