import './i18n';
import { ADMIN_PAGE_SIZE, type AdminTemplate, BUSINESS_TYPES } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { businessTypeName } from '../../lib/business-type-name';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { templateLocation } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { TemplateActivitiesSummary } from './template-activities-summary';
import { TemplateFilters } from './template-filters';
import { listQuery, useTemplateListState } from './template-list-state';
import { TemplateModal, type TemplateModalState } from './template-modal';
import { fetchTemplateUsage, useAdminTemplates } from './use-admin-templates';
import { useDeleteTemplate } from './use-template-mutations';

/**
 * License Templates: searched, filtered, sorted and paged on the server with the state in the
 * address bar; "+ Add Template", Edit, and Delete after listing the licences that use it (PRODUCT §2,
 * issue 19).
 */
export function TemplatesTab() {
  const { t } = useTranslation('admin');
  const [listState, setListState] = useTemplateListState();
  const templates = useAdminTemplates(listQuery(listState));
  const remove = useDeleteTemplate();
  const [modal, setModal] = useState<TemplateModalState>({ open: false });

  const confirmDelete = async (template: AdminTemplate) => {
    // The licences made from it are listed first; the question stays the same when none is.
    const usage = await fetchTemplateUsage(template.id).catch(() => null);
    const names = usage?.licenses
      .slice(0, 5)
      .map((l) => `${l.license_name} – ${l.business_name}`)
      .join('; ');
    const question = usage?.total
      ? t('templates.confirmDeleteUsed', {
          count: usage.total,
          names: usage.total > 5 ? `${names}; …` : names,
        })
      : t('templates.confirmDelete');
    if (window.confirm(question)) remove.mutate(template.id);
  };
  const rows = templates.data?.items;

  const na = t('notAvailable');
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setModal({ open: true, editing: null })}>{t('templates.add')}</Button>
      </div>
      <TemplateFilters state={listState} onChange={setListState} />
      {rows && templates.data ? (
        <>
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
            {rows.length === 0 && <EmptyRow colSpan={6}>{t('templates.empty')}</EmptyRow>}
            {rows.map((template) => (
              <tr key={template.id}>
                <td className={`${td} min-w-56 max-w-md`}>
                  <p className="font-medium text-slate-900">{template.name}</p>
                  {template.description && (
                    <p className="mt-0.5 text-xs text-slate-600">{template.description}</p>
                  )}
                  {template.name_fr && template.name_fr !== template.name && (
                    <p className="mt-0.5 text-xs text-slate-600" lang="fr">
                      {template.name_fr}
                    </p>
                  )}
                </td>
                <td className={td}>{t(`levels.${template.level}`)}</td>
                <td className={`${td} max-w-xs`}>
                  {BUSINESS_TYPES.every((type) => template.business_types.includes(type))
                    ? t('allBusinessTypes')
                    : template.business_types.map((type) => businessTypeName(type)).join(', ')}
                  <p className="mt-0.5 text-xs text-slate-600">
                    <TemplateActivitiesSummary activities={template.activities} />
                  </p>
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
                      onClick={() => void confirmDelete(template)}
                    >
                      {t('templates.delete')} <span className="sr-only">{template.name}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pagination
            offset={listState.offset}
            limit={ADMIN_PAGE_SIZE}
            total={templates.data.total}
            shown={rows.length}
            onChange={(offset) => setListState({ offset })}
          />
        </>
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
