import './i18n';
import '../../features/businesses/i18n';
import type { Business, DashboardBusiness } from '@lt/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EditDeleteButtons } from '../../components/ui/edit-delete-buttons';
import { businessTypeName } from '../../lib/business-type-name';
import { useUniqueId } from '../../lib/unique-id';
import { StatusCountLinks } from './status-counts';
import { licencesLink } from './use-dashboard-summary';

// Only a caller with more businesses than cards needs the finder: its code loads then.
const BusinessFinder = lazy(() => import('./business-finder').then((m) => ({ default: m.BusinessFinder })));

interface BusinessCardsProps {
  /** The first businesses of the summary: those needing attention first. */
  businesses: readonly DashboardBusiness[];
  /** All the businesses in scope. */
  total: number;
  /** The workspace the dashboard shows, or null for all of the caller's (the finder's scope). */
  workspaceId: string | null;
  onAdd: () => void;
  onEdit: (business: Business) => void;
  onDelete: (business: DashboardBusiness) => void;
  deleting: boolean;
}

/**
 * "Your Businesses": name, type (underscores as spaces), "city, province", its licences counted by
 * status (each a link to the filtered licence list), each editable by an owner or editor. When only
 * the first of them fit, a finder reaches the others.
 */
export function BusinessCards({
  businesses,
  total,
  workspaceId,
  onAdd,
  onEdit,
  onDelete,
  deleting,
}: BusinessCardsProps) {
  const { t } = useTranslation('dashboard');
  const { t: tb } = useTranslation('businesses');
  const id = useUniqueId();
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {t('businesses.title')}
        </h2>
        <Button variant="secondary" size="sm" onClick={onAdd}>
          {tb('add')}
        </Button>
      </div>
      {total > businesses.length && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {t('businesses.showing', { shown: businesses.length, count: total })}
          </p>
          <Suspense fallback={null}>
            <BusinessFinder workspaceId={workspaceId} />
          </Suspense>
        </>
      )}
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li
            key={business.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div>
              <h3 className="font-semibold break-words text-slate-900">
                <Link
                  to={`/app/businesses/${encodeURIComponent(business.id)}`}
                  className="text-blue-700 underline-offset-2 hover:underline"
                >
                  {business.business_name}
                </Link>
              </h3>
              <p className="text-sm text-slate-700">{businessTypeName(business.business_type)}</p>
              <p className="text-sm text-slate-600">
                {t('businesses.location', { city: business.city, province: business.province })}
              </p>
            </div>
            <StatusCountLinks counts={business.counts} filters={{ business_id: business.id }} />
            <Link
              to={licencesLink({ business_id: business.id })}
              aria-label={t('businesses.viewNamed', {
                name: business.business_name,
                count: business.counts.total,
              })}
              className="self-start rounded-md text-sm font-medium text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {t('businesses.view', { count: business.counts.total })}
            </Link>
            {business.role !== 'viewer' && (
              <div className="mt-auto pt-1">
                <EditDeleteButtons
                  text={{
                    edit: tb('edit'),
                    delete: tb('delete'),
                    editNamed: tb('editNamed', { name: business.business_name }),
                    deleteNamed: tb('deleteNamed', { name: business.business_name }),
                  }}
                  onEdit={() => onEdit(business)}
                  onDelete={() => onDelete(business)}
                  deleting={deleting}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
