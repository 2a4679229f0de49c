import '../../lib/i18n/register-app';
import '../../features/workspaces/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from '../../features/users/use-profile';
import { useAcceptInvitation, useInvitation } from '../../features/workspaces/use-invitations';
import { useAuthState } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /app/invite/:token (the e-mailed /invite/:token comes here through sign-in or sign-up): what the
 * invitation offers, then name (and phone, except for a viewer) confirmed, and the user joins (this
 * counts as onboarding). Joining through the link confirms the invited address (issue 30).
 */
export function InvitePage() {
  usePageTitle('invite');
  const { t } = useTranslation('workspaces');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signOut } = useAuthState();
  const invitation = useInvitation(token);
  const profile = useProfile();
  const accept = useAcceptInvitation(token);
  const [fullName, setFullName] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(null);

  if (invitation.isPending || profile.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('invite.loading')} />
      </div>
    );
  }
  const view = invitation.data;
  if (!view || !profile.data) {
    return <Message title={t('invite.title')}>{t('invite.invalid')}</Message>;
  }
  const role = t(`roles.${view.role}`);
  const offer = view.invited_by
    ? t('invite.offer', { inviter: view.invited_by, workspace: view.workspace_name, role })
    : t('invite.offerNoInviter', { workspace: view.workspace_name, role });
  const done = () => navigate('/app/dashboard', { replace: true });

  if (view.already_member) {
    return (
      <Message title={t('invite.title')} offer={offer}>
        {t('invite.alreadyMember')} <Link to="/app/dashboard">{t('invite.toDashboard')}</Link>
      </Message>
    );
  }
  if (view.status !== 'pending') {
    return (
      <Message title={t('invite.title')} offer={offer}>
        {t(`invite.status.${view.status}`)}
      </Message>
    );
  }
  if (!view.email_matches) {
    return (
      <Message title={t('invite.title')} offer={offer}>
        {t('invite.otherEmail', { email: view.email })}{' '}
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          {t('invite.signOut')}
        </Button>
      </Message>
    );
  }
  const name = fullName ?? profile.data.full_name ?? '';
  const phoneNumber = phone ?? profile.data.phone_number ?? '';
  // The server's rule (invitations.ts phoneRequiredFor): a viewer joins without a phone.
  const phoneNeeded = view.role !== 'viewer';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { full_name: name, phone_number: phoneNumber.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('invite.joined', { workspace: view.workspace_name }));
          done();
        },
      },
    );
  };
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageTitle>{t('invite.title')}</PageTitle>
      <p className="text-slate-800">{offer}</p>
      <p className="text-sm text-slate-600">{t('invite.sentTo', { email: view.email })}</p>
      {!profile.data.email_verified && (
        <p className="text-sm text-slate-600">{t('invite.confirmsEmail', { email: view.email })}</p>
      )}
      <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{t(phoneNeeded ? 'invite.confirm' : 'invite.confirmViewer')}</p>
        <Field label={t('invite.fullName')} required>
          {(control) => (
            <input
              {...control}
              required
              autoComplete="name"
              className={inputClasses}
              value={name}
              onChange={(e) => setFullName(e.target.value)}
            />
          )}
        </Field>
        <Field label={t(phoneNeeded ? 'invite.phone' : 'invite.phoneOptional')} required={phoneNeeded}>
          {(control) => (
            <input
              {...control}
              required={phoneNeeded}
              type="tel"
              autoComplete="tel"
              className={inputClasses}
              value={phoneNumber}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t('invite.joining') : t('invite.accept')}
        </Button>
      </form>
    </div>
  );
}

function Message({ title, offer, children }: { title: string; offer?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageTitle>{title}</PageTitle>
      {offer && <p className="text-slate-800">{offer}</p>}
      <p role="status" className="text-slate-700">
        {children}
      </p>
    </div>
  );
}
