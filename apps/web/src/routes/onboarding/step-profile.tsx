import '../../features/onboarding/i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { StepProps } from './step-location';

/** Step 2: the person, prefilled from the profile; e-mail is read-only. */
export function StepProfile({ data, update, email }: StepProps & { email: string | null }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('profile.fromAccount')}</p>
      <Field label={t('profile.email')}>
        {(control) => (
          <input {...control} type="email" readOnly value={email ?? ''} className={inputClasses} />
        )}
      </Field>
      <Field label={t('profile.fullName')} required>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="name"
            className={inputClasses}
            value={data.full_name}
            onChange={(e) => update({ full_name: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('profile.phone')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            className={inputClasses}
            value={data.phone_number}
            onChange={(e) => update({ phone_number: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('profile.address')} required>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="street-address"
            className={inputClasses}
            value={data.address}
            onChange={(e) => update({ address: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
