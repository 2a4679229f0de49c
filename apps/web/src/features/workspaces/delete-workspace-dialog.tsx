import './i18n';
import type { Workspace } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { useDeleteWorkspace } from './use-workspaces';

/** Deleting a workspace takes its name typed again; the button waits until it matches. */
export function DeleteWorkspaceDialog({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const { t } = useTranslation('workspaces');
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const matches = typed.trim().toLowerCase() === workspace.name.trim().toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate({ id: workspace.id, confirmName: typed }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      title={t('remove.title', { name: workspace.name })}
      onClose={onClose}
      closeLabel={t('remove.cancel')}
    >
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">{t('remove.body')}</p>
        <Field label={t('remove.confirmLabel')} required>
          {(control) => (
            <input
              {...control}
              required
              autoComplete="off"
              className={inputClasses}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              data-autofocus=""
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {t('remove.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
