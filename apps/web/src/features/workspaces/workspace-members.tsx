import './i18n';
import { WORKSPACE_ROLES, type Workspace, type WorkspaceRole } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useChangeRole, useMembers, useRemoveMember } from './use-members';

const PAGE = 50;

/** Members with their role; an owner changes roles and removes, anyone may leave (not the last owner). */
export function WorkspaceMembers({
  workspace,
  currentUserId,
}: {
  workspace: Workspace;
  currentUserId: string;
}) {
  const { t } = useTranslation('workspaces');
  const [limit, setLimit] = useState(PAGE);
  const members = useMembers(workspace.id, limit);
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const isOwner = workspace.role === 'owner';
  if (members.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('loadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void members.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  const items = members.data?.items ?? [];
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('members.title')}</h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((member) => {
          const name = member.full_name || member.email || member.user_id;
          const isMe = member.user_id === currentUserId;
          const leaving = isMe;
          const canRemove = !(workspace.personal && isMe) && (isOwner || isMe);
          return (
            <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {name} {isMe && <span className="text-slate-500">{t('members.you')}</span>}
                </p>
                {member.email && <p className="text-sm break-all text-slate-600">{member.email}</p>}
              </div>
              <div className="flex items-center gap-2">
                {isOwner && !(workspace.personal && isMe) ? (
                  <select
                    className={`${inputClasses} w-auto`}
                    aria-label={t('members.roleOf', { name })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(e) =>
                      changeRole.mutate({ userId: member.user_id, role: e.target.value as WorkspaceRole })
                    }
                  >
                    {WORKSPACE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="text-sm text-slate-700">{t(`roles.${member.role}`)}</span>
                )}
                {canRemove && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    disabled={remove.isPending}
                    aria-label={leaving ? t('members.leave') : t('members.removeNamed', { name })}
                    onClick={() => {
                      const question = leaving
                        ? t('members.confirmLeave')
                        : t('members.confirmRemove', { name });
                      if (window.confirm(question)) remove.mutate({ userId: member.user_id, leaving });
                    }}
                  >
                    {leaving ? t('members.leave') : t('members.remove')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {members.data && members.data.total > items.length && (
        <Button variant="ghost" size="sm" onClick={() => setLimit(limit + PAGE)}>
          {t('more')}
        </Button>
      )}
    </section>
  );
}
