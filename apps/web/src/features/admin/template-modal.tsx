import './i18n';
import type { AdminTemplate, TemplateInput } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { TemplateForm } from './template-form';
import { EMPTY_TEMPLATE_FORM, formFromTemplate } from './template-form-state';
import { useCreateTemplate, useUpdateTemplate } from './use-template-mutations';

/** `null` editing means a new template. */
export type TemplateModalState = { open: false } | { open: true; editing: AdminTemplate | null };

/** "Add New Template" / "Edit Template": closes on success, Cancel, Escape or the backdrop. */
export function TemplateModal({ state, onClose }: { state: TemplateModalState; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const editing = state.open ? state.editing : null;

  const submit = (body: TemplateInput) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <Dialog
      open={state.open}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      onClose={onClose}
      closeLabel={t('form.close')}
    >
      {state.open && (
        // A new key per opening: the form starts from the defaults (or the template) every time.
        <TemplateForm
          key={editing?.id ?? 'new'}
          initial={editing ? formFromTemplate(editing) : EMPTY_TEMPLATE_FORM}
          isEditing={editing !== null}
          pending={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
