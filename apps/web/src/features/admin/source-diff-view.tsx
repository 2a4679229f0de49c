import './i18n';
import { useTranslation } from 'react-i18next';
import { diffSentences } from './source-diff';

/**
 * A change's before/after, sentence by sentence: removed text struck through on red, added text
 * on green, each also marked by a sign and a word that screen readers say (colour is not the only
 * cue), unchanged stretches folded. Wraps on a phone; never scrolls sideways.
 */
export function SourceDiffView({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('admin');
  const parts = diffSentences(before, after);
  return (
    <ol aria-label={t('sources.diffLabel')} className="space-y-1 text-sm leading-relaxed break-words">
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'folded') {
          return (
            <li key={key} className="text-xs text-slate-500 italic">
              {t('sources.folded', { count: part.count })}
            </li>
          );
        }
        if (part.kind === 'same') {
          return (
            <li key={key} className="pl-6 text-slate-700">
              {part.text}
            </li>
          );
        }
        const removed = part.kind === 'removed';
        return (
          <li
            key={key}
            className={`flex gap-2 rounded px-1 ${removed ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {removed ? '−' : '+'}
            </span>
            {removed ? (
              <del className="min-w-0">
                <span className="sr-only">{t('sources.removed')}: </span>
                {part.text}
              </del>
            ) : (
              <ins className="min-w-0 no-underline">
                <span className="sr-only">{t('sources.added')}: </span>
                {part.text}
              </ins>
            )}
          </li>
        );
      })}
    </ol>
  );
}
