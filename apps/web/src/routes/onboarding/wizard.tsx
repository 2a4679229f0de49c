import '../../features/onboarding/i18n';
import type { UserProfile } from '@lt/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { localToday } from '../../components/ui/plain-date-text';
import { useSaveOnboardingProfile } from '../../features/onboarding/use-save-onboarding-profile';
import { useWizard } from '../../features/onboarding/use-wizard';
import { useWizardStep } from '../../features/onboarding/use-wizard-step';
import { needsSmsPhone, profileBody } from '../../features/onboarding/wizard-bodies';
import {
  checkStep,
  type StepError,
  type WizardAction,
  type WizardData,
} from '../../features/onboarding/wizard-state';
import { wizardStorageKey } from '../../features/onboarding/wizard-storage';
import { toast } from '../../lib/toast';
import { ProgressSteps } from './progress-steps';
import { StepBusiness } from './step-business';
import { StepLocation } from './step-location';
import { StepProfile } from './step-profile';
import { TemplateSteps } from './template-steps';
import { useFinishOnboarding } from './use-finish-onboarding';

type WizardError = StepError | 'smsPhone';

const MESSAGES = {
  location: 'messages.location',
  required: 'messages.required',
  business: 'messages.business',
  licenses: 'messages.licenses',
  dates: 'messages.dates',
  smsPhone: 'complete.smsPhoneNeeded',
} as const;

const TITLES = [
  'location.title',
  'profile.title',
  'business.title',
  'licenses.title',
  'complete.title',
] as const;

/** The five steps (PRODUCT §2, §4, §5): each one an address, the answers a draft that survives a reload. */
export function Wizard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('onboarding');
  const storageKey = wizardStorageKey(profile.id);
  const [data, dispatch] = useWizard(storageKey);
  const steps = useWizardStep(data, dispatch);
  const [error, setError] = useState<WizardError | null>(null);
  const [today] = useState(localToday);
  const saveProfile = useSaveOnboardingProfile();
  const { finish, pending: finishing } = useFinishOnboarding(storageKey, (phone) =>
    dispatch({ type: 'update', patch: { phone_number: phone, sms_phone: '' } }),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(data.step);

  // biome-ignore lint/correctness/useExhaustiveDependencies: copy the profile in once, on arrival
  useEffect(() => dispatch({ type: 'prefill', profile }), []);

  // A new step: move focus to its heading so that screen readers start there.
  useEffect(() => {
    if (shownStep.current === data.step) return;
    shownStep.current = data.step;
    headingRef.current?.focus();
  }, [data.step]);

  // Any change hides the message of the last failed check.
  const change = (action: WizardAction) => {
    setError(null);
    dispatch(action);
  };
  const update = (patch: Partial<WizardData>) => change({ type: 'update', patch });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Step 5 re-checks step 4: a reload may have brought back an empty choice.
    const problem = checkStep(data.step, data) ?? (data.step === 5 ? checkStep(4, data) : null);
    if (problem) return setError(problem);
    if (data.step === 5) {
      if (needsSmsPhone(data) && !data.sms_phone.trim()) return setError('smsPhone');
      setError(null);
      void finish(data);
      return;
    }
    setError(null);
    if (data.step === 2) {
      if (saveProfile.isPending) return;
      saveProfile.mutate(profileBody(data), {
        onSuccess: () => steps.next(),
        onError: () => toast.error(t('messages.profileFailed')),
      });
      return;
    }
    steps.next();
  };

  const back = () => {
    setError(null);
    steps.back();
  };

  const busy = saveProfile.isPending || finishing;
  let nextLabel: string = t('next');
  if (data.step === 2 && saveProfile.isPending) nextLabel = t('saving');
  if (data.step === 5) nextLabel = finishing ? t('complete.submitting') : t('complete.submit');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </div>
      <ProgressSteps step={data.step} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t(TITLES[data.step - 1] ?? 'location.title')}
        </h2>
        {data.step === 1 && <StepLocation data={data} update={update} />}
        {data.step === 2 && <StepProfile data={data} update={update} email={profile.email} />}
        {data.step === 3 && <StepBusiness data={data} update={update} showErrors={error === 'business'} />}
        {data.step >= 4 && <TemplateSteps data={data} dispatch={change} update={update} today={today} />}
        {error && (
          <div className="mt-4">
            <Alert>{t(MESSAGES[error])}</Alert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
          {data.step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={busy}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={busy}>
            {nextLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
