import './i18n';
import {
  canEdit,
  type ImportMode,
  type ImportSummary,
  languageOfTag,
  translateDetail,
  type Workspace,
} from '@lt/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { workspaceName } from '../../lib/workspace-name';
import { ImportColumns } from './import-columns';
import { ImportNewBusinesses } from './import-new-businesses';
import { type ImportSettings, importSettingsReducer, initialImportSettings } from './import-settings';
import { saveCsv, skippedRowsCsv } from './skipped-rows';

/** POST /licenses/import/: a dry run for the preview, or the import itself; '' = every workspace. */
function sendImport(
  file: File,
  settings: ImportSettings,
  mode: ImportMode,
  dryRun: boolean,
  workspaceId: string,
) {
  const form = new FormData();
  if (workspaceId) form.append('workspace_id', workspaceId);
  form.append('mode', mode);
  form.append('dry_run', String(dryRun));
  // The mapping only once the user changed it: until then the server guesses it (for this header line).
  if (settings.mapped && settings.mapping) form.append('mapping', JSON.stringify(settings.mapping));
  if (settings.headerRow) form.append('header_row', String(settings.headerRow));
  if (settings.province) form.append('new_business_province', settings.province);
  if (settings.city) form.append('new_business_city', settings.city);
  form.append('file', file);
  // The import itself carries an Idempotency-Key (decision 045); a preview changes nothing.
  return api.upload<ImportSummary>('/licenses/import/', form, { idempotent: !dryRun });
}

/**
 * The import screen: pick a file, check the header line and the columns (guessed from headers and
 * values, each changeable), the businesses it will create and the first rows with their problems,
 * then import them in one go. Rows with problems can be downloaded, fixed and imported again.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('data');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [settings, dispatch] = useReducer(importSettingsReducer, initialImportSettings);
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
  // Only the answer to the latest preview is shown: an earlier one that arrives late is dropped.
  const latest = useRef(0);
  const translate = (problem: string) => translateDetail(problem, languageOfTag(i18n.language));

  // A new preview whenever what it depends on changes (the guessed mapping coming back does not count).
  const sentMapping = settings.mapped ? settings.mapping : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` is read through the values listed
  useEffect(() => {
    if (!file) return;
    const ticket = ++latest.current;
    setBusy(true);
    setError(null);
    sendImport(file, settings, mode, true, workspaceId)
      .then((summary) => {
        if (ticket !== latest.current) return;
        setPreview(summary);
        dispatch({ type: 'guessed', mapping: summary.mapping });
      })
      .catch((failure) => {
        if (ticket === latest.current) setError(mutationErrorMessage(failure, t('import.failed')));
      })
      .finally(() => {
        if (ticket === latest.current) setBusy(false);
      });
  }, [file, workspaceId, settings.headerRow, sentMapping, settings.province, settings.city]);

  const commit = async () => {
    if (!file) return;
    const ticket = ++latest.current;
    setBusy(true);
    setError(null);
    try {
      const summary = await sendImport(file, settings, mode, false, workspaceId);
      setResult(summary);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['businesses'] }),
      ]);
    } catch (failure) {
      setError(mutationErrorMessage(failure, t('import.failed')));
    } finally {
      if (ticket === latest.current) setBusy(false);
    }
  };

  const counts = (s: ImportSummary) => ({
    rows: s.rows,
    created: s.created,
    updated: s.updated,
    unchanged: s.unchanged,
    skipped: s.skipped.length,
  });
  const downloadSkipped = (summary: ImportSummary) =>
    saveCsv(skippedRowsCsv(summary, t('import.reasonColumn'), translate), t('import.skippedFile'));
  const skippedDownload = (summary: ImportSummary) =>
    summary.skipped.length > 0 && (
      <div className="space-y-1">
        <Button variant="secondary" onClick={() => downloadSkipped(summary)}>
          {t('import.downloadSkipped')}
        </Button>
        <p className="text-slate-600">{t('import.downloadSkippedHint')}</p>
      </div>
    );

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
                  setWorkspaceId(event.currentTarget.value);
                  setResult(null);
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
                // Another file, other columns: every choice starts again.
                dispatch({ type: 'reset' });
                setFile(chosen);
                setPreview(null);
                setResult(null);
              }}
            />
          )}
        </Field>
        {busy && <Spinner label={t('import.reading')} />}
        {error && <Alert>{error}</Alert>}
        {preview && !result && (
          <>
            <ImportColumns
              preview={preview}
              mapping={settings.mapping ?? preview.mapping}
              dispatch={dispatch}
            />
            <ImportNewBusinesses preview={preview} settings={settings} dispatch={dispatch} />
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
                      <td>{row.problems.map(translate).join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {skippedDownload(preview)}
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
            <Button disabled={busy || !file} aria-busy={busy} onClick={() => void commit()}>
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
                      {t('import.row')} {s.row}: {s.problems.map(translate).join('; ')}
                    </li>
                  ))}
                </ul>
                {skippedDownload(result)}
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
