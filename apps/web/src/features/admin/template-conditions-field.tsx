import './i18n';
import { ACTIVITY_QUESTIONS } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { useUniqueId } from '../../lib/unique-id';
import type { TemplateFormCondition } from './template-form-state';

interface TemplateConditionsFieldProps {
  conditions: readonly TemplateFormCondition[];
  onChange: (conditions: TemplateFormCondition[]) => void;
}

/**
 * "Applies only when" (issue 27): the yes/no answers a template needs, every one of them ("Do you
 * have employees?" yes for an employer's duty), each question at most once; none: it applies
 * whatever the answers.
 */
export function TemplateConditionsField({ conditions, onChange }: TemplateConditionsFieldProps) {
  const { t } = useTranslation('admin');
  const { pick } = useCatalogLanguage();
  const id = useUniqueId();
  const used = new Set(conditions.map((c) => c.key));
  const unused = ACTIVITY_QUESTIONS.find((q) => !used.has(q.key));
  const replace = (index: number, patch: Partial<TemplateFormCondition>) =>
    onChange(conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const questionText = (key: string) => {
    const question = ACTIVITY_QUESTIONS.find((q) => q.key === key);
    return question ? pick(question.text, question.text_fr) : key;
  };

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('form.conditions')}</legend>
      {conditions.length === 0 && <p className="text-sm text-slate-600">{t('form.conditionsNone')}</p>}
      <ul className="space-y-2">
        {conditions.map((condition, index) => (
          // By position: a key of the question would remount the row (and lose focus) as it changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are controlled, their position is their identity
          <li key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-${index}-key`} className="block text-xs text-slate-600">
                {t('form.conditionQuestion')}
              </label>
              <select
                id={`${id}-${index}-key`}
                className={inputClasses}
                value={condition.key}
                onChange={(e) => replace(index, { key: e.target.value })}
              >
                {ACTIVITY_QUESTIONS.map((question) => (
                  <option
                    key={question.key}
                    value={question.key}
                    disabled={question.key !== condition.key && used.has(question.key)}
                  >
                    {pick(question.text, question.text_fr)}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:w-28">
              <label htmlFor={`${id}-${index}-when`} className="block text-xs text-slate-600">
                {t('form.conditionWhen')}
              </label>
              <select
                id={`${id}-${index}-when`}
                className={inputClasses}
                value={condition.when}
                onChange={(e) => replace(index, { when: e.target.value as 'yes' | 'no' })}
              >
                <option value="yes">{t('form.conditionYes')}</option>
                <option value="no">{t('form.conditionNo')}</option>
              </select>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('form.conditionRemoveNamed', { question: questionText(condition.key) })}
              onClick={() => onChange(conditions.filter((_, i) => i !== index))}
            >
              {t('form.conditionRemove')}
            </Button>
          </li>
        ))}
      </ul>
      {unused && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => onChange([...conditions, { key: unused.key, when: 'yes' }])}
        >
          {t('form.conditionAdd')}
        </Button>
      )}
    </fieldset>
  );
}
