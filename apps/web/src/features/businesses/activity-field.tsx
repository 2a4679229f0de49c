import './i18n';
import { type Activity, activityByKey, activityName, searchActivities } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../components/ui/combobox';
import { Field } from '../../components/ui/field';
import { businessTypeName } from '../../lib/business-type-name';

interface ActivityFieldProps {
  /** The chosen activity's key, or '' when none is chosen yet. */
  activity: string;
  /** The business's type as stored: shown for a business that has not said its activity. */
  businessType?: string;
  onChange: (activity: Activity | null) => void;
  /** Shown under the field (the step's check failed with no activity chosen). */
  error?: string;
}

/**
 * What the business does (issue 27), picked by typing in either language from core's taxonomy: no
 * server call, the list is in the bundle. Each option reads in the reader's language with the other
 * language's name beside it, so a word typed in either finds it. The business type follows from the
 * activity and is shown, not asked.
 */
export function ActivityField({ activity, businessType, onChange, error }: ActivityFieldProps) {
  const { t, i18n } = useTranslation('businesses');
  const french = i18n.language.toLowerCase().startsWith('fr');
  const language = french ? 'fr' : 'en';
  const chosen = activityByKey(activity);
  // What is typed; null while the field shows the chosen activity (in the current language).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (chosen ? activityName(chosen, language) : '');
  const searching = typed !== null;
  const matches = searching || !chosen ? searchActivities(text) : [];
  const options = matches.map((a) => ({
    key: a.key,
    activity: a,
    label: (
      <span className="block">
        <span className="block font-medium">{activityName(a, language)}</span>{' '}
        <span className="block text-xs opacity-80" lang={french ? 'en' : 'fr'}>
          {french ? a.name : a.name_fr}
        </span>
      </span>
    ),
  }));

  let status: string | undefined;
  if (searching && text.trim()) {
    status =
      options.length === 0
        ? t('activity.noMatches', { text: text.trim() })
        : t('activity.results', { count: options.length });
  }

  let typeLine: string | null = null;
  if (chosen) typeLine = t('activity.typeIs', { type: businessTypeName(chosen.business_type) });
  else if (businessType && !searching)
    typeLine = `${t('activity.typeIs', { type: businessTypeName(businessType) })} ${t('activity.sayWhatItDoes')}`;

  return (
    <Field label={t('activity.label')} required hint={t('activity.hint')} error={error}>
      {(control) => (
        <>
          <Combobox
            {...control}
            required
            placeholder={t('activity.placeholder')}
            value={text}
            onInputChange={(value) => {
              setTyped(value);
              if (chosen) onChange(null);
            }}
            onSelect={(option) => {
              setTyped(null);
              onChange(option.activity);
            }}
            options={options}
            showOptions={options.length > 0}
            listLabel={t('activity.suggestions')}
            status={status}
          />
          {typeLine && (
            <p className="mt-1 text-sm font-medium text-slate-700" data-testid="activity-business-type">
              {typeLine}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
