import type { ReactNode } from 'react';
import { useUniqueId } from '../../lib/unique-id';

/** Classes shared by text inputs, selects and text areas. */
export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-offset-0 focus:outline-blue-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50';

export interface FieldControlProps {
  id: string;
  /** Ids of the hint and error, for aria-describedby (undefined when neither shows). */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Adds the "*" of the spec's required fields (the control itself carries `required`). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /**
   * The control's id, when the caller needs to know it; otherwise one unique in the document is
   * made (`useUniqueId`: preact's `useId` could repeat an id in a subtree mounted apart).
   */
  id?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and error, all wired for assistive technology. */
export function Field({ label, required, hint, error, className = '', id: givenId, children }: FieldProps) {
  const autoId = useUniqueId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
}

/** A checkbox with its label (and optional description) to the right. */
export function Checkbox({ label, description, className = '', id: givenId, ...props }: CheckboxProps) {
  const autoId = useUniqueId();
  const id = givenId ?? autoId;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        {...props}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
