import { monthName } from '../../lib/format';
import { Field, inputClasses } from './field';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Attributes a form adds to a control (its `name`, `aria-invalid` after a failed check). */
type ControlAttributes = Record<string, string | boolean | undefined>;

interface FixedDateFieldsProps {
  /** Ids of the two fields, which come and go with the rule's kind (see Field's `id`). */
  idPrefix: string;
  labels: { day: string; month: string };
  day: string;
  /** The month's number, 1–12, as text. */
  month: string;
  onDay: (value: string) => void;
  onMonth: (value: string) => void;
  language: string;
  dayError?: string;
  dayControl?: ControlAttributes;
  monthControl?: ControlAttributes;
  className?: string;
}

/**
 * The day and month of a "renews every year on …" rule (decision 013), shared by the licence form
 * and the admin's template form; month names come from Intl in the reader's language.
 */
export function FixedDateFields({
  idPrefix,
  labels,
  day,
  month,
  onDay,
  onMonth,
  language,
  dayError,
  dayControl,
  monthControl,
  className = 'grid grid-cols-2 gap-3',
}: FixedDateFieldsProps) {
  return (
    <div className={className}>
      <Field label={labels.day} id={`${idPrefix}-day`} error={dayError}>
        {(props) => (
          <input
            {...props}
            {...dayControl}
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            className={inputClasses}
            value={day}
            onChange={(e) => onDay(e.target.value)}
          />
        )}
      </Field>
      <Field label={labels.month} id={`${idPrefix}-month`}>
        {(props) => (
          <select
            {...props}
            {...monthControl}
            className={inputClasses}
            value={month}
            onChange={(e) => onMonth(e.target.value)}
          >
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {monthName(m, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
