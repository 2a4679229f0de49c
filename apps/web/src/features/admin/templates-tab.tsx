import './i18n';
import { type AdminTemplate, displayBusinessType } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { templateLocation } from './format';
import { QueryState } from './query-state';
import { TemplateModal, type TemplateModalState } from './template-modal';
import { useAdminTemplates } from './use-admin-templates';
import { useDeleteTemplate } from './use-template-mutations';

/** License Templates: the table, "+ Add Template", Edit and Delete (PRODUCT §2). */
export function TemplatesTab() {
  const { t } = useTranslation('admin');
  const templates = useAdminTemplates();
  const remove = useDeleteTemplate();
  const [modal, setModal] = useState<TemplateModalState>({ open: false });

  const confirmDelete = (template: AdminTemplate) => {
    if (window.confirm(t('templates.confirmDelete'))) remove.mutate(template.id);
  };

  const na = t('notAvailable');
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setModal({ open: true, editing: null })}>{t('templates.add')}</Button>
      </div>
      {templates.data ? (
        <AdminTable
          caption={t('templates.caption')}
          head={
            <>
              <th scope="col" className={th}>
                {t('templates.name')}
              </th>
              <th scope="col" className={th}>
                {t('templates.level')}
              </th>
              <th scope="col" className={th}>
                {t('templates.businessType')}
              </th>
              <th scope="col" className={th}>
                {t('templates.location')}
              </th>
              <th scope="col" className={th}>
                {t('templates.validity')}
              </th>
              <th scope="col" className={th}>
                {t('templates.actions')}
              </th>
            </>
          }
        >
          {templates.data.length === 0 && <EmptyRow colSpan={6}>{t('templates.empty')}</EmptyRow>}
          {templates.data.map((template) => (
            <tr key={template.id}>
              <td className={`${td} min-w-56 max-w-md`}>
                <p className="font-medium text-slate-900">{template.name}</p>
                {template.description && (
                  <p className="mt-0.5 text-xs text-slate-600">{template.description}</p>
                )}
              </td>
              <td className={td}>{t(`levels.${template.level}`)}</td>
              <td className={td}>
                {template.business_type === 'All'
                  ? t('allBusinessTypes')
                  : displayBusinessType(template.business_type)}
              </td>
              <td className={td}>{templateLocation(template, t('templates.allCanada')) ?? na}</td>
              <td className={td}>{template.default_validity_months}</td>
              <td className={`${td} whitespace-nowrap`}>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setModal({ open: true, editing: template })}
                  >
                    {t('templates.edit')} <span className="sr-only">{template.name}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    disabled={remove.isPending && remove.variables === template.id}
                    onClick={() => confirmDelete(template)}
                  >
                    {t('templates.delete')} <span className="sr-only">{template.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <QueryState
          isPending={templates.isPending}
          isError={templates.isError}
          retry={() => void templates.refetch()}
        />
      )}
      <TemplateModal state={modal} onClose={() => setModal({ open: false })} />
    </div>
  );
}
