import { todayIn } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { formatPlainDate } from '../../lib/format';

export { formatPlainDate };

/** A calendar date for reading, in the current language, with the machine-readable value in `dateTime`. */
export function PlainDateText({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatPlainDate(value, i18n.language)}</time>;
}

/** Today's calendar date where the browser is (the default issue date of forms). */
export function localToday(now = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
