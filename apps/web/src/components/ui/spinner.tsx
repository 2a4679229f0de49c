import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Accessible name read by screen readers; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** A spinning ring announced politely to assistive technology. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
