import './i18n';
import {
  canEdit,
  type ImportMapping,
  type ImportMode,
  type ImportSummary,
  SHEET_FIELDS,
  type SheetField,
  type Workspace,
} from '@lt/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { workspaceName } from '../../lib/workspace-name';

/** POST /licenses/import/: a dry run for the preview, or the import itself; '' = every workspace. */
function sendImport(
  file: File,
  mapping: ImportMapping | undefined,
  mode: ImportMode,
  dryRun: boolean,
  workspaceId: string,
) {
  const form = new FormData();
  if (workspaceId) form.append('workspace_id', workspaceId);
  form.append('mode', mode);
  form.append('dry_run', String(dryRun));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return api.upload<ImportSummary>('/licenses/import/', form);
}

/**
 * The import screen: pick a file, check the columns (guessed from the headers, each changeable),
 * see the first rows with their problems, then import them in one go.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('data');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [result, setResult] = useState<ImportSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The target workspace, asked only of someone who may edit in more than one (same query key as
  // the workspaces screen, so the list is shared from the cache).
  const workspaces = useQuery({
    queryKey: ['workspaces'],
    queryFn: () => api.get<Workspace[]>('/workspaces/'),
  });
  const editable = (workspaces.data ?? []).filter((w) => canEdit(w.role));
  const [workspaceId, setWorkspaceId] = useState('');

  const run = async (
    chosen: File,
    mapping: ImportMapping | undefined,
    dryRun: boolean,
    target = workspaceId,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const summary = await sendImport(chosen, mapping, mode, dryRun, target);
      if (dryRun) setPreview(summary);
      else {
        setResult(summary);
        await queryClient.invalidateQueries({ queryKey: licensesQueryKey });
      }
    } catch (failure) {
      setError(mutationErrorMessage(failure, t('import.failed')));
    } finally {
      setBusy(false);
    }
  };

  const remap = (field: SheetField, column: string) => {
    if (!file || !preview) return;
    const mapping: ImportMapping = { ...preview.mapping };
    for (const [key, index] of Object.entries(mapping))
      if (String(index) === column) delete mapping[key as SheetField];
    if (column === '') delete mapping[field];
    else mapping[field] = Number(column);
    void run(file, mapping, true);
  };

  const counts = (s: ImportSummary) => ({
    rows: s.rows,
    created: s.created,
    updated: s.updated,
    unchanged: s.unchanged,
    skipped: s.skipped.length,
  });

  return (
    <Dialog open title={t('import.title')} onClose={onClose} closeLabel={t('import.close')}>
      <div className="space-y-4 text-sm">
        <p className="text-slate-700">{t('import.intro')}</p>
        {editable.length > 1 && (
          <Field label={t('import.workspace')} hint={t('import.workspaceHint')}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                value={workspaceId}
                onChange={(event) => {
                  const target = event.currentTarget.value;
                  setWorkspaceId(target);
                  setResult(null);
                  if (file) void run(file, preview?.mapping, true, target);
                }}
              >
                <option value="">{t('import.anyWorkspace')}</option>
                {editable.map((w) => (
                  <option key={w.id} value={w.id}>
                    {workspaceName(w, t('personalWorkspace'))}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('import.file')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={inputClasses}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setPreview(null);
                setResult(null);
                if (chosen) void run(chosen, undefined, true);
              }}
            />
          )}
        </Field>
        {busy && <Spinner label={t('import.reading')} />}
        {error && <Alert>{error}</Alert>}
        {preview && !result && (
          <>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('import.mapping')}</legend>
              <p className="text-slate-600">{t('import.mappingHint')}</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {SHEET_FIELDS.map((field) => (
                  <Field key={field} label={t(`import.fields.${field}`)}>
                    {(control) => (
                      <select
                        {...control}
                        className={inputClasses}
                        value={preview.mapping[field] === undefined ? '' : String(preview.mapping[field])}
                        onChange={(event) => remap(field, event.currentTarget.value)}
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
            <p aria-live="polite">{t('import.counts', counts(preview))}</p>
            <div className="max-h-64 overflow-auto">
              <table className="w-full text-left">
                <caption className="text-left font-semibold">{t('import.preview')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('import.row')}</th>
                    <th scope="col">{t('import.action')}</th>
                    <th scope="col">{t('import.licence')}</th>
                    <th scope="col">{t('import.business')}</th>
                    <th scope="col">{t('import.expiry')}</th>
                    <th scope="col">{t('import.problems')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.preview.map((row) => (
                    <tr key={row.row} className={row.problems.length > 0 ? 'text-red-800' : ''}>
                      <td>{row.row}</td>
                      <td>{t(`import.actions.${row.action}`)}</td>
                      <td>{row.license_name}</td>
                      <td>{row.business_name}</td>
                      <td>{row.expiry_date ?? ''}</td>
                      <td>{row.problems.join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Field label={t('import.mode')}>
              {(control) => (
                <select
                  {...control}
                  className={inputClasses}
                  value={mode}
                  onChange={(event) => setMode(event.currentTarget.value as ImportMode)}
                >
                  <option value="all_or_nothing">{t('import.modeAllOrNothing')}</option>
                  <option value="valid_rows">{t('import.modeValidRows')}</option>
                </select>
              )}
            </Field>
            <Button disabled={busy || !file} onClick={() => file && void run(file, preview.mapping, false)}>
              {busy ? t('import.importing') : t('import.submit')}
            </Button>
          </>
        )}
        {result && (
          <div className="space-y-2" aria-live="polite">
            <Alert tone={result.written ? 'info' : undefined}>
              {result.written ? t('import.done', counts(result)) : t('import.refused', counts(result))}
            </Alert>
            {result.skipped.length > 0 && (
              <>
                <h3 className="font-semibold">{t('import.skippedTitle')}</h3>
                <ul className="max-h-48 list-disc overflow-auto pl-5">
                  {result.skipped.map((s) => (
                    <li key={s.row}>
                      {t('import.row')} {s.row}: {s.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('import.close')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
