import './i18n';
import { LANGUAGES, type Language } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { toast } from '../../lib/toast';
import { splitError } from './field-errors';
import { useAddRecipient } from './use-recipients';

/** An editor adds an outside contact; the server's refusal shows next to the field it names. */
export function ContactForm({ businessId }: { businessId: string }) {
  const { t, i18n } = useTranslation('recipients');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<Language>(i18n.language.startsWith('fr') ? 'fr' : 'en');
  const add = useAddRecipient(businessId);
  const error = splitError(add.error);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { kind: 'contact', name, email, phone_number: phone, language, channels: ['email'] },
      {
        onSuccess: (created) => {
          toast.success(t('add.added', { email: created.email ?? '' }));
          setName('');
          setEmail('');
          setPhone('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      <h4 className="font-medium text-slate-900 sm:col-span-2">{t('add.title')}</h4>
      <Field label={t('add.name')} required error={errorOf('name')}>
        {(control) => (
          <input
            {...control}
            required
            autoComplete="name"
            className={inputClasses}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('add.email')} required error={errorOf('email')} hint={t('add.hint')}>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            autoComplete="email"
            className={inputClasses}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('add.phone')} error={errorOf('phone_number')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            className={inputClasses}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('add.language')} error={errorOf('language')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`add.languages.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {error && !error.field && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending} className="w-full sm:w-auto">
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
