import '../../features/businesses/i18n';
import './i18n';
import type { Business } from '@lt/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { DEFAULT_VIEW, sortBy } from '../../features/licenses/license-view';
import { businessToday } from '../../features/licenses/renew-form';
import { RecipientsSection } from '../../features/recipients/recipients-section';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { BusinessDetails } from './business-details';
import { BusinessLicences } from './business-licences';
import { StatusCounts } from './status-counts';
import { SuggestedLicences } from './suggested-licences';
import { useBusiness, useBusinessLicences } from './use-business-page';

// The form (and its city search) loads when it is first opened.
const BusinessModal = lazy(() =>
  import('../dashboard/business-modal').then((m) => ({ default: m.BusinessModal })),
);

/** Where a business's page lives; `?added=1` right after it was added (the suggestions are the next step). */
export const businessPath = (id: string) => `/app/businesses/${encodeURIComponent(id)}`;

/** /app/businesses/{id} (PRODUCT §2, issue 14): one business, its licences, their states, suggestions. */
export function BusinessPage() {
  const { t } = useTranslation('businessPage');
  const { id = '' } = useParams();
  const business = useBusiness(id);
  usePageTitle('business', business.data?.business_name);

  if (business.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (business.isError) {
    // A malformed id is a 400: to the reader, just as missing as one nobody has.
    const missing = business.error instanceof ApiError && [400, 404].includes(business.error.status);
    return missing ? (
      <div className="space-y-4 py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="text-slate-600">{t('notFound.body')}</p>
        <Link to="/app/dashboard" className="font-medium text-blue-700 underline">
          {t('back')}
        </Link>
      </div>
    ) : (
      <div className="space-y-3">
        <Alert>{t('loadError')}</Alert>
        <Button variant="secondary" onClick={() => void business.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <BusinessView business={business.data} />;
}

function BusinessView({ business }: { business: Business }) {
  const { t } = useTranslation('businessPage');
  const [search] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [sort, setSort] = useState(DEFAULT_VIEW.sort);
  const licences = useBusinessLicences(business.id, sort);
  // A viewer of the workspace reads only (decision 014): no edit, add or delete anywhere here.
  const canEdit = business.role !== 'viewer';

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link to="/app/dashboard" className="text-sm font-medium text-blue-700 underline">
          {t('back')}
        </Link>
        <PageTitle
          actions={
            canEdit && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            )
          }
        >
          <span className="break-words">{business.business_name}</span>
        </PageTitle>
      </div>
      {!canEdit && <Alert tone="info">{t('readOnly')}</Alert>}
      {canEdit && search.get('added') === '1' && <Alert tone="info">{t('justAdded')}</Alert>}
      <BusinessDetails business={business} />
      {licences.isPending ? (
        <Spinner label={t('licenses.loading')} />
      ) : licences.isError ? (
        <div className="space-y-3">
          <Alert>{t('loadError')}</Alert>
          <Button variant="secondary" onClick={() => void licences.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <StatusCounts licenses={licences.data} />
          <BusinessLicences
            business={business}
            licenses={licences.data}
            canEdit={canEdit}
            sort={sort}
            onSort={(key) => setSort((current) => sortBy({ ...DEFAULT_VIEW, sort: current }, key).sort)}
          />
        </>
      )}
      <RecipientsSection businessId={business.id} canEdit={canEdit} />
      <SuggestedLicences business={business} today={businessToday(business.time_zone)} canEdit={canEdit} />
      {editing && (
        <Suspense fallback={null}>
          <BusinessModal business={business} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
