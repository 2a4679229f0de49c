import './i18n';
import { activityByKey, activityName } from '@lt/core';
import { useTranslation } from 'react-i18next';

/** How many activity names the list shows before "+N more" (the full list is in the title). */
const SHOWN = 2;

/**
 * A template's activities, compactly for the templates list (issue 27): "Every business", or the
 * first names in the reader's language and how many more.
 */
export function TemplateActivitiesSummary({ activities }: { activities: readonly string[] | null }) {
  const { t, i18n } = useTranslation('admin');
  if (activities === null) return <span>{t('templates.everyBusiness')}</span>;
  const language = i18n.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const names = activities.map((key) => {
    const activity = activityByKey(key);
    return activity ? activityName(activity, language) : key;
  });
  const more = names.length - SHOWN;
  return (
    <span title={names.join(' · ')}>
      {names.slice(0, SHOWN).join(' · ')}
      {more > 0 && ` ${t('templates.moreActivities', { count: more })}`}
    </span>
  );
}
