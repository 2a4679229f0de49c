import '../../lib/i18n/register-app';
import '../../features/workspaces/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { WorkspaceChannels } from '../../features/channels/workspace-channels';
import { useProfile } from '../../features/users/use-profile';
import { CreateWorkspaceForm } from '../../features/workspaces/create-workspace-form';
import { useWorkspaces } from '../../features/workspaces/use-workspaces';
import { WorkspaceCard } from '../../features/workspaces/workspace-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /app/workspaces: the caller's workspaces with their role; create, rename, delete, members, invitations, channels. */
export function WorkspacesPage() {
  usePageTitle('workspaces');
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('intro')}</p>
      <CreateWorkspaceForm />
      {workspaces.isPending && (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      {workspaces.isError && (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void workspaces.refetch()}>
            {t('retry')}
          </Button>
        </p>
      )}
      {workspaces.data && profile.data && (
        <ul className="space-y-4">
          {workspaces.data.map((workspace) => (
            <WorkspaceCard key={workspace.id} workspace={workspace} currentUserId={profile.data.id}>
              <WorkspaceChannels workspaceId={workspace.id} canManage={workspace.role === 'owner'} />
            </WorkspaceCard>
          ))}
        </ul>
      )}
    </div>
  );
}
