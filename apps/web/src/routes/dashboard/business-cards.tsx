import './i18n';
import '../../features/businesses/i18n';
import type { Business } from '@lt/core';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EditDeleteButtons } from '../../components/ui/edit-delete-buttons';
import { businessTypeName } from '../../lib/business-type-name';
import { useUniqueId } from '../../lib/unique-id';

interface BusinessCardsProps {
  businesses: readonly Business[];
  onAdd: () => void;
  onEdit: (business: Business) => void;
  onDelete: (business: Business) => void;
  deleting: boolean;
}

/** "Your Businesses": name, type (underscores as spaces) and "city, province", each editable. */
export function BusinessCards({ businesses, onAdd, onEdit, onDelete, deleting }: BusinessCardsProps) {
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
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li
            key={business.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
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
            {business.role !== 'viewer' && (
              <div className="mt-3">
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
