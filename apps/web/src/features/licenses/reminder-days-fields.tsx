import './i18n';
import { MAX_REMINDER_LEAD_DAYS, MAX_REMINDER_LEAD_TIMES, OVERDUE_REMINDER_WEEKS } from '@lt/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useUniqueId } from '../../lib/unique-id';
import type { LicenseFormAction } from './license-form-reducer';
import type { LicenseFormState } from './license-form-state';

/** 1 to MAX_REMINDER_LEAD_TIMES numbers of days, each removable, with "Add a lead time". */
export function ReminderDaysFields({
  state,
  dispatch,
  error,
}: {
  state: LicenseFormState;
  dispatch: Dispatch<LicenseFormAction>;
  error: string | undefined;
}) {
  const { t } = useTranslation('licenses');
  const days = state.values.reminder_days;
  const id = useUniqueId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('modal.reminderDays')}</legend>
      <p id={hintId} className="mb-2 text-xs text-slate-600">
        {t('modal.reminderDaysHint', { max: MAX_REMINDER_LEAD_TIMES, weeks: OVERDUE_REMINDER_WEEKS })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {days.map((value, index) => (
          // The position is the identity of a lead time being typed.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other identity
          <li key={index} className="flex items-center gap-1">
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REMINDER_LEAD_DAYS}
              aria-label={t('modal.reminderDay', { n: index + 1 })}
              aria-invalid={error ? true : undefined}
              className={`${inputClasses} w-20`}
              value={value}
              onChange={(e) => dispatch({ type: 'reminderDay', index, value: e.target.value })}
            />
            <span className="text-xs text-slate-600">{t('modal.daysBefore')}</span>
            {days.length > 1 && (
              <button
                type="button"
                aria-label={t('modal.removeReminderDay', { n: index + 1 })}
                onClick={() => dispatch({ type: 'removeReminderDay', index })}
                className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                >
                  <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ul>
      {days.length < MAX_REMINDER_LEAD_TIMES && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => dispatch({ type: 'addReminderDay' })}
        >
          {t('modal.addReminderDay')}
        </Button>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
