import '../../features/onboarding/i18n';
import { ONBOARDING_STEP_COUNT } from '@lt/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['location', 'profile', 'business', 'licenses', 'complete'] as const;

/** The progress bar: Location, Profile, Business, Licenses, Complete; the current one is aria-current. */
export function ProgressSteps({ step }: { step: number }) {
  const { t } = useTranslation('onboarding');
  const percent = ((step - 1) / (ONBOARDING_STEP_COUNT - 1)) * 100;
  return (
    <nav aria-label={t('progressLabel')}>
      <p className="sr-only">{t('stepOf', { step, total: ONBOARDING_STEP_COUNT })}</p>
      <div className="relative mx-[10%] mb-2 h-1.5 rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-1.5 rounded-full bg-blue-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-5 gap-1">
        {STEPS.map((key, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'todo' ? 'bg-slate-200 text-slate-700' : 'bg-blue-600 text-white'
                }`}
              >
                {state === 'done' ? '✓' : number}
              </span>
              <span
                className={`text-xs break-all sm:text-sm sm:break-normal ${state === 'current' ? 'font-semibold text-blue-800' : 'text-slate-700'}`}
              >
                {t(`steps.${key}`)}
                {state !== 'todo' && (
                  <span className="sr-only"> {state === 'done' ? t('done') : t('current')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
