import { type ImportSummary, PROVINCE_CODES } from '@lt/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import { provinceName } from '../../lib/format';
import type { ImportSettings, ImportSettingsAction } from './import-settings';

/**
 * The businesses the file names that do not exist yet (issue 30): created with the licences, each
 * where the file's province and city columns say, else where the user chooses here.
 */
export function ImportNewBusinesses({
  preview,
  settings,
  dispatch,
}: {
  preview: ImportSummary;
  settings: ImportSettings;
  dispatch: (action: ImportSettingsAction) => void;
}) {
  const { t, i18n } = useTranslation('data');
  // The city is sent when the user leaves the field, not at each letter (each change is a preview).
  const [city, setCity] = useState(settings.city);
  useEffect(() => setCity(settings.city), [settings.city]);
  if (preview.new_businesses.length === 0) return null;
  const commitCity = () => {
    if (city.trim() !== settings.city) dispatch({ type: 'place', city: city.trim() });
  };
  return (
    <section className="space-y-2" aria-labelledby="import-new-businesses">
      <h3 id="import-new-businesses" className="font-semibold">
        {t('import.newBusinesses')}
      </h3>
      <p className="text-slate-600">{t('import.newBusinessesHint')}</p>
      <ul className="list-disc pl-5">
        {preview.new_businesses.map((b) => (
          <li key={b.name}>
            {b.province && b.city
              ? t('import.newBusinessPlaced', {
                  name: b.name,
                  city: b.city,
                  province: provinceName(b.province, i18n.language),
                  rows: b.rows,
                })
              : t('import.newBusinessUnplaced', { name: b.name, rows: b.rows })}
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={t('import.newBusinessProvince')} hint={t('import.newBusinessPlaceHint')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={settings.province}
              onChange={(event) => dispatch({ type: 'place', province: event.currentTarget.value })}
            >
              <option value="">{t('import.selectProvince')}</option>
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {provinceName(code, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('import.newBusinessCity')}>
          {(control) => (
            <input
              {...control}
              className={inputClasses}
              value={city}
              maxLength={120}
              onChange={(event) => setCity(event.currentTarget.value)}
              onBlur={commitCity}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitCity();
              }}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
