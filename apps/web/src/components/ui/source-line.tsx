import { useTranslation } from 'react-i18next';

interface SourceLineProps {
  /** Who issues the licence; nothing is said when unknown. */
  authority: string | null | undefined;
  /** The official page; no link when unknown. */
  sourceUrl: string | null | undefined;
  /** The licence's name, for the link's accessible name. */
  name: string;
  className?: string;
}

/** "Issued by … · Official page": where a licence comes from, one click away (issue 19). */
export function SourceLine({ authority, sourceUrl, name, className = '' }: SourceLineProps) {
  const { t } = useTranslation('common');
  const safeUrl = sourceUrl && /^https?:\/\//i.test(sourceUrl) ? sourceUrl : null;
  if (!authority && !safeUrl) return null;
  return (
    <span className={`block text-slate-600 ${className}`}>
      {authority && <span>{t('source.issuedBy', { authority })}</span>}
      {authority && safeUrl && <span aria-hidden="true"> · </span>}
      {safeUrl && (
        <a
          href={safeUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('source.officialPageOf', { name })}
          className="font-medium text-blue-700 underline hover:text-blue-900"
        >
          {t('source.officialPage')}
        </a>
      )}
    </span>
  );
}
