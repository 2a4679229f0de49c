import './i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { useCreateWorkspace } from './use-workspaces';

/** "New workspace": a name, and the caller owns it. */
export function CreateWorkspaceForm() {
  const { t } = useTranslation('workspaces');
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: () => setName('') });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <Field label={t('create.name')} required className="min-w-64 flex-1">
        {(control) => (
          <input
            {...control}
            required
            maxLength={120}
            placeholder={t('create.placeholder')}
            className={inputClasses}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
