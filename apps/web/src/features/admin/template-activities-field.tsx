import './i18n';
import { activityByKey, activityName, searchActivities } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../components/ui/combobox';
import { useUniqueId } from '../../lib/unique-id';
import { inTaxonomyOrder, type TemplateFormValues } from './template-form-state';

interface TemplateActivitiesFieldProps {
  appliesTo: TemplateFormValues['applies_to'];
  activities: readonly string[];
  onAppliesTo: (value: TemplateFormValues['applies_to']) => void;
  onActivities: (keys: string[]) => void;
  /** The required-field message, when the last check found no activity. */
  error?: string;
}

/**
 * "Applies to" (issue 27): every business of the template's place, or the activities picked by
 * typing in either language, each shown by its name in the reader's language and removable.
 */
export function TemplateActivitiesField({
  appliesTo,
  activities,
  onAppliesTo,
  onActivities,
  error,
}: TemplateActivitiesFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useUniqueId();
  const language = i18n.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const [text, setText] = useState('');
  const chosen = new Set(activities);
  const options = searchActivities(text)
    .filter((a) => !chosen.has(a.key))
    .map((a) => ({
      key: a.key,
      label: (
        <span>
          {activityName(a, language)}{' '}
          <span className="text-xs opacity-80" lang={language === 'fr' ? 'en' : 'fr'}>
            ({activityName(a, language === 'fr' ? 'en' : 'fr')})
          </span>
        </span>
      ),
    }));
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        {t('form.appliesTo')}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(['all', 'activities'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`${id}-applies-to`}
              className="size-4 accent-blue-600"
              checked={appliesTo === value}
              onChange={() => onAppliesTo(value)}
            />
            {value === 'all' ? t('form.appliesToAll') : t('form.appliesToActivities')}
          </label>
        ))}
      </div>
      {appliesTo === 'activities' && (
        <div className="mt-2 space-y-2">
          <label htmlFor={`${id}-search`} className="block text-sm text-slate-700">
            {t('form.activitySearch')}
          </label>
          <Combobox
            id={`${id}-search`}
            data-field="activities"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            placeholder={t('form.activityPlaceholder')}
            value={text}
            onInputChange={setText}
            onSelect={(option) => {
              onActivities(inTaxonomyOrder([...activities, option.key]));
              setText('');
            }}
            options={options}
            showOptions={options.length > 0}
            listLabel={t('form.activitySuggestions')}
            status={
              text.trim() && options.length === 0
                ? t('form.activityNoMatches', { text: text.trim() })
                : undefined
            }
          />
          <p id={`${id}-count`} className="text-xs text-slate-600">
            {t('form.activitiesChosen', { count: activities.length })}
          </p>
          {activities.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {activities.map((key) => {
                const activity = activityByKey(key);
                const name = activity ? activityName(activity, language) : key;
                return (
                  <li
                    key={key}
                    className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800"
                  >
                    {name}
                    <button
                      type="button"
                      className="rounded-full px-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                      aria-label={t('form.activityRemove', { name })}
                      onClick={() => onActivities(activities.filter((k) => k !== key))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
