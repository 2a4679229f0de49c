import '../../lib/i18n/register-app';
import '../../features/admin/i18n';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { AdminPanel } from '../../features/admin/admin-panel';
import { useIsAdmin } from '../../features/auth/use-is-admin';
import { usePageTitle } from '../../lib/use-page-title';

/** /app/admin: the Admin Panel for admins, Access Denied for everyone else (PRODUCT §2, §6). */
export function AdminPage() {
  usePageTitle('admin');
  const { t } = useTranslation('app');
  const { t: ta } = useTranslation('admin');
  const { data, isPending } = useIsAdmin();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (!data?.is_admin) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <h1 className="text-2xl font-bold text-red-900">{t('admin.accessDenied')}</h1>
        <p className="mt-2 text-red-800">{t('admin.accessDeniedBody')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageTitle actions={data.is_super_admin ? <Badge tone="blue">{ta('superAdmin')}</Badge> : undefined}>
        {t('admin.title')}
      </PageTitle>
      <AdminPanel isSuperAdmin={data.is_super_admin} />
    </div>
  );
}
