import './i18n';
import type { SourceTemplate } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { templateLocation } from './format';

/** The templates whose source is the page, each in the reader's language with its place. */
export function SourceTemplates({ templates }: { templates: SourceTemplate[] }) {
  const { t, i18n } = useTranslation('admin');
  const french = i18n.language.startsWith('fr');
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
      {templates.map((template) => {
        const place = templateLocation(template, t('templates.allCanada'));
        return (
          <li key={template.id}>
            {(french && template.name_fr) || template.name}
            {place && <span className="text-slate-500"> · {place}</span>}
          </li>
        );
      })}
    </ul>
  );
}
