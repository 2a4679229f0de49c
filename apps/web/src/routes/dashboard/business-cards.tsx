import './i18n';
import { type Business, displayBusinessType } from '@lt/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "Your Businesses": name, type (underscores as spaces) and "city, province". */
export function BusinessCards({ businesses }: { businesses: readonly Business[] }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('businesses.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li key={business.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold break-words text-slate-900">{business.business_name}</h3>
            <p className="text-sm text-slate-700">{displayBusinessType(business.business_type)}</p>
            <p className="text-sm text-slate-600">
              {t('businesses.location', { city: business.city, province: business.province })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
