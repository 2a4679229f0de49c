import './i18n';
import { MIN_PASSWORD_LENGTH, type PasswordWeakness, passwordWeakness } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { useUniqueId } from '../../lib/unique-id';
import { useChangePassword } from './use-account-security';

/**
 * The reason a new password is refused, told before sending: the e-mail and the product's name
 * are checked here; the common-password list stays on the server, whose answer shows as a toast.
 */
type Problem = 'tooShort' | Exclude<PasswordWeakness, 'common'>;

function problemOf(password: string, email: string | undefined): Problem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const weakness = passwordWeakness(password, { email });
  return weakness === 'email' || weakness === 'product' ? weakness : undefined;
}

const PROBLEM_KEYS = {
  tooShort: 'password.tooShort',
  email: 'password.tooEasyEmail',
  product: 'password.tooEasyProduct',
} as const;

/** Change Password, for built-in accounts (an external provider keeps its own password page). */
export function ChangePassword({ email }: { email?: string }) {
  const { t } = useTranslation('profile');
  const headingId = useUniqueId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const change = useChangePassword(() => {
    setCurrent('');
    setNext('');
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = problemOf(next, email);
    setProblem(found);
    if (found || !current) return;
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
          error={problem ? t(PROBLEM_KEYS[problem], { min: MIN_PASSWORD_LENGTH }) : undefined}
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
