import '../../features/onboarding/i18n';
import { type Dispatch, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLicenseTemplates } from '../../features/onboarding/use-license-templates';
import { datesKindOf, type WizardAction, type WizardData } from '../../features/onboarding/wizard-state';
import { StepComplete } from './step-complete';
import { StepLicenses } from './step-licenses';

interface TemplateStepsProps {
  data: WizardData;
  dispatch: Dispatch<WizardAction>;
  update: (patch: Partial<WizardData>) => void;
  today: string;
}

/** Steps 4 and 5, which both need the templates for the business's activity and place. */
export function TemplateSteps({ data, dispatch, update, today }: TemplateStepsProps) {
  const { t } = useTranslation('onboarding');
  const templates = useLicenseTemplates({
    activity: data.activity,
    business_type: data.business_type,
    province: data.province,
    city: data.city,
    answers: data.answers,
  });

  // Licences that apply given the answers are ticked once; those an answer rules out are unticked.
  // Only new verdicts do this: the wizard's dispatch is a new function at every render and also
  // hides the last error, so it is read through a ref rather than listed as a dependency.
  const verdicts = templates.data;
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;
  useEffect(() => {
    if (!verdicts || data.step !== 4) return;
    const all = [...verdicts.federal, ...verdicts.provincial, ...verdicts.municipal];
    dispatchRef.current({
      type: 'applyVerdicts',
      apply: all.filter((t) => t.applies === true).map((t) => ({ id: t.id, ...datesKindOf(t.renewal_rule) })),
      ruledOut: all.filter((t) => t.applies === false).map((t) => t.id),
      today,
    });
  }, [verdicts, data.step, today]);

  if (templates.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('licenses.loading')} />
      </div>
    );
  }
  if (templates.isError) {
    return (
      <div className="space-y-3">
        <Alert>{t('licenses.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void templates.refetch()}>
          {t('licenses.retry')}
        </Button>
      </div>
    );
  }

  if (data.step === 4) {
    return (
      <StepLicenses
        templates={templates.data}
        place={{ activity: data.activity, city: data.city, province: data.province }}
        selected={data.selected}
        answers={data.answers}
        onAnswer={(key, value) => dispatch({ type: 'answer', key, value })}
        onToggle={(template) =>
          dispatch({
            type: 'toggleTemplate',
            id: template.id,
            today,
            ...datesKindOf(template.renewal_rule),
          })
        }
      />
    );
  }
  const all = [...templates.data.federal, ...templates.data.provincial, ...templates.data.municipal];
  const chosen = data.selected.flatMap((id) => all.filter((template) => template.id === id));
  return (
    <StepComplete
      data={data}
      update={update}
      chosen={chosen}
      today={today}
      onDates={(id, patch) => dispatch({ type: 'licenseDates', id, patch })}
    />
  );
}
