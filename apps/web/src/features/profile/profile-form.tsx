import './i18n';
import type { UserProfile } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox, Field, inputClasses } from '../../components/ui/field';
import { type ProfileFormValues, profileFormValues, profileUpdateBody } from './profile-form-values';
import { useUpdateProfile } from './use-update-profile';

type TextKey = Exclude<keyof ProfileFormValues, 'email_reminders' | 'sms_reminders' | 'weekly_digest'>;

const FIELDS: { key: TextKey; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { key: 'full_name', label: 'personal.fullName', autoComplete: 'name', wide: true },
  { key: 'phone_number', label: 'personal.phone', autoComplete: 'tel', type: 'tel' },
  { key: 'address', label: 'personal.address', autoComplete: 'street-address' },
  { key: 'city', label: 'personal.city', autoComplete: 'address-level2' },
  { key: 'province', label: 'personal.province', autoComplete: 'address-level1' },
  { key: 'postal_code', label: 'personal.postalCode', autoComplete: 'postal-code' },
];

/** Personal Information and reminder channels; no field is required (PRODUCT §5). */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => profileFormValues(profile));
  const update = useUpdateProfile();
  const set = (patch: Partial<ProfileFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!update.isPending) update.mutate(profileUpdateBody(values));
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <Card as="section" className="p-5" aria-labelledby="profile-personal">
        <h2 id="profile-personal" className="text-lg font-semibold text-slate-900">
          {t('personal.title')}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <Field
              key={field.key}
              label={t(field.label as 'personal.city')}
              className={field.wide ? 'sm:col-span-2' : ''}
            >
              {(control) => (
                <input
                  {...control}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  className={inputClasses}
                  value={values[field.key]}
                  placeholder={field.key === 'postal_code' ? t('personal.postalPlaceholder') : undefined}
                  maxLength={field.key === 'postal_code' ? 10 : undefined}
                  onChange={(e) =>
                    set({
                      [field.key]:
                        field.key === 'postal_code' ? e.target.value.toUpperCase() : e.target.value,
                    })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      </Card>
      <Card as="section" className="p-5" aria-labelledby="profile-notifications">
        <h2 id="profile-notifications" className="text-lg font-semibold text-slate-900">
          {t('notifications.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('notifications.body')}</p>
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">{t('notifications.title')}</legend>
          <Checkbox
            label={t('notifications.email')}
            checked={values.email_reminders}
            onChange={(e) => set({ email_reminders: e.target.checked })}
          />
          <Checkbox
            label={t('notifications.sms')}
            description={values.sms_reminders ? t('notifications.smsNeedsPhone') : undefined}
            checked={values.sms_reminders}
            onChange={(e) => set({ sms_reminders: e.target.checked })}
          />
          <Checkbox
            label={t('notifications.digest')}
            description={t('notifications.digestHint')}
            checked={values.weekly_digest}
            onChange={(e) => set({ weekly_digest: e.target.checked })}
          />
        </fieldset>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
