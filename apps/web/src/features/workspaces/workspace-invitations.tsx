import './i18n';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { useInvitations, useInvite, useRevokeInvitation } from './use-invitations';

const PAGE = 20;
const TONES = { pending: 'blue', accepted: 'green', revoked: 'slate', expired: 'amber' } as const;

/** The owner's invitations: send one by e-mail with a role, see their state, withdraw a waiting one. */
export function WorkspaceInvitations({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation('workspaces');
  const [limit, setLimit] = useState(PAGE);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const invitations = useInvitations(workspaceId, limit);
  const invite = useInvite(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  const items = invitations.data?.items ?? [];
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('invitations.title')}</h3>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
        <Field label={t('invitations.email')} required className="min-w-56 flex-1">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              className={inputClasses}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('invitations.role')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={role}
              onChange={(e) => setRole(e.target.value as WorkspaceRole)}
            >
              {WORKSPACE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)} — {t(`roleHelp.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
          {t('invitations.submit')}
        </Button>
      </form>
      {invitations.isSuccess && items.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">{t('invitations.empty')}</p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="break-all text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {t(`roles.${invitation.role}`)} ·{' '}
                {t('invitations.expires', {
                  date: new Date(invitation.expires_at).toLocaleDateString(i18n.language),
                })}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={TONES[invitation.status]}>{t(`invitations.status.${invitation.status}`)}</Badge>
              {invitation.status === 'pending' && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                  onClick={() => revoke.mutate(invitation.id)}
                >
                  {t('invitations.revoke')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {invitations.data && invitations.data.total > items.length && (
        <Button variant="ghost" size="sm" onClick={() => setLimit(limit + PAGE)}>
          {t('more')}
        </Button>
      )}
    </section>
  );
}
