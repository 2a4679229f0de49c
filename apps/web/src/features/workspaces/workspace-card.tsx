import './i18n';
import type { Workspace } from '@lt/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { workspaceName } from '../../lib/workspace-name';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { useRenameWorkspace } from './use-workspaces';
import { WorkspaceInvitations } from './workspace-invitations';
import { WorkspaceMembers } from './workspace-members';

/**
 * One workspace: its name, the caller's role, counts; owners rename, delete and manage members.
 * `children` (from the route: the workspace's channels) show with the members when opened.
 */
export function WorkspaceCard({
  workspace,
  currentUserId,
  children,
}: {
  workspace: Workspace;
  currentUserId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('workspaces');
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(workspace.name);
  const [deleting, setDeleting] = useState(false);
  const [open, setOpen] = useState(false);
  const rename = useRenameWorkspace();
  const isOwner = workspace.role === 'owner';
  const shown = workspaceName(workspace, t('personalName'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: workspace.id, name }, { onSuccess: () => setRenaming(false) });
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {renaming ? (
            <form onSubmit={submit} className="flex flex-wrap gap-2">
              <input
                aria-label={t('create.name')}
                required
                maxLength={120}
                className={`${inputClasses} w-64`}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" size="sm" disabled={rename.isPending}>
                {t('rename.submit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
                {t('rename.cancel')}
              </Button>
            </form>
          ) : (
            <h2 className="font-semibold break-words text-slate-900">
              {shown} {workspace.personal && <Badge tone="slate">{t('personal')}</Badge>}
            </h2>
          )}
          <p className="text-sm text-slate-700">{t('yourRole', { role: t(`roles.${workspace.role}`) })}</p>
          <p className="text-sm text-slate-600">
            {t('counts', { members: workspace.member_count, businesses: workspace.business_count })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-label={open ? t('hide') : t('manageNamed', { name: shown })}
            onClick={() => setOpen(!open)}
          >
            {open ? t('hide') : t('manage')}
          </Button>
          {isOwner && !workspace.personal && !renaming && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('rename.actionNamed', { name: shown })}
              onClick={() => setRenaming(true)}
            >
              {t('rename.action')}
            </Button>
          )}
          {isOwner && !workspace.personal && (
            <Button
              variant="secondary"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={t('remove.actionNamed', { name: shown })}
              onClick={() => setDeleting(true)}
            >
              {t('remove.action')}
            </Button>
          )}
        </div>
      </div>
      {open && (
        <div className="mt-4 space-y-6 border-t border-slate-100 pt-4">
          <WorkspaceMembers workspace={workspace} currentUserId={currentUserId} />
          {isOwner && <WorkspaceInvitations workspaceId={workspace.id} />}
          {children}
        </div>
      )}
      {deleting && <DeleteWorkspaceDialog workspace={workspace} onClose={() => setDeleting(false)} />}
    </li>
  );
}
