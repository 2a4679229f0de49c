import './i18n';
import { MIN_PASSWORD_LENGTH } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { useUniqueId } from '../../lib/unique-id';
import { useChangePassword } from './use-account-security';

/** Change Password, for built-in accounts (an external provider keeps its own password page). */
export function ChangePassword() {
  const { t } = useTranslation('profile');
  const headingId = useUniqueId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = useChangePassword(() => {
    setCurrent('');
    setNext('');
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const short = next.length < MIN_PASSWORD_LENGTH;
    setTooShort(short);
    if (short || !current) return;
    change.mutate({ current_password: current, new_password: next });
  };

  return (
    <Card as="section" className="p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('password.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('password.current')} required>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              className={inputClasses}
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('password.next')}
          required
          hint={t('password.nextHint', { min: MIN_PASSWORD_LENGTH })}
          error={tooShort ? t('password.tooShort', { min: MIN_PASSWORD_LENGTH }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              className={inputClasses}
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
