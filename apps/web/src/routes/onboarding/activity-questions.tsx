import '../../features/onboarding/i18n';
import type { OnboardingTemplates } from '@lt/core';

import { useTranslation } from 'react-i18next';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { useUniqueId } from '../../lib/unique-id';

interface ActivityQuestionsProps {
  questions: OnboardingTemplates['questions'];
  answers: Readonly<Record<string, boolean>>;
  onAnswer: (key: string, value: boolean) => void;
}

/** Step 4's yes/no questions, only those that decide a licence for this type and place. */
export function ActivityQuestions({ questions, answers, onAnswer }: ActivityQuestionsProps) {
  const { t } = useTranslation('onboarding');
  const { pick } = useCatalogLanguage();
  const id = useUniqueId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('licenses.questionsTitle')}
      </h3>
      <p className="mb-3 text-sm text-slate-600">{t('licenses.questionsIntro')}</p>
      <ul className="space-y-3">
        {questions.map((question) => (
          <li key={question.key}>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="mb-1 w-full text-sm font-medium text-slate-800">
                {pick(question.text, question.text_fr)}
              </legend>
              {[true, false].map((value) => (
                <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={`${id}-${question.key}`}
                    checked={answers[question.key] === value}
                    onChange={() => onAnswer(question.key, value)}
                    className="size-4 accent-blue-600"
                  />
                  {value ? t('licenses.yes') : t('licenses.no')}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}
