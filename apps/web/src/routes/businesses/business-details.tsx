import '../../features/businesses/i18n';
import './i18n';
import type { Business } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { businessTypeName } from '../../lib/business-type-name';
import { useUniqueId } from '../../lib/unique-id';

/** Type, address, place, postal code and time zone; a field left empty is not shown. */
export function BusinessDetails({ business }: { business: Business }) {
  const { t } = useTranslation('businessPage');
  const id = useUniqueId();
  const rows: [string, string | null][] = [
    [t('details.type'), businessTypeName(business.business_type)],
    [t('details.address'), business.address],
    [t('details.place'), t('details.placeValue', { city: business.city, province: business.province })],
    [t('details.postalCode'), business.postal_code],
    [t('details.timeZone'), business.time_zone],
  ];
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('details.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
