import { IMPORT_FIELDS, type ImportField, type ImportMapping, type ImportSummary } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { ImportSettingsAction } from './import-settings';

/**
 * The header line (found by the server, changeable: a register's title sits above its headers)
 * and the column of each field, guessed from the headers and values, each changeable.
 */
export function ImportColumns({
  preview,
  mapping,
  dispatch,
}: {
  preview: ImportSummary;
  mapping: ImportMapping;
  dispatch: (action: ImportSettingsAction) => void;
}) {
  const { t } = useTranslation('data');
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('import.mapping')}</legend>
      <Field label={t('import.headerRow')} hint={t('import.headerRowHint')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={String(preview.header_row)}
            onChange={(event) => dispatch({ type: 'headerRow', row: Number(event.currentTarget.value) })}
          >
            {preview.top_rows.map((cells, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the option stands for the line's position
              <option key={index} value={String(index + 1)}>
                {t('import.headerRowOption', {
                  n: index + 1,
                  text: cells.filter(Boolean).join(' · ').slice(0, 80) || '—',
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="text-slate-600">{t('import.mappingHint')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field: ImportField) => (
          <Field key={field} label={t(`import.fields.${field}`)}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                value={mapping[field] === undefined ? '' : String(mapping[field])}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  dispatch({ type: 'map', field, column: value === '' ? null : Number(value) });
                }}
              >
                <option value="">{t('import.notMapped')}</option>
                {preview.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the option stands for the column's position
                  <option key={index} value={String(index)}>
                    {header || `#${index + 1}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
