import './i18n';
import { ACTIVITY_QUESTIONS, type Business, LICENSE_LEVELS, type OnboardingTemplate } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SourceLine } from '../../components/ui/source-line';
import { Spinner } from '../../components/ui/spinner';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { useUniqueId } from '../../lib/unique-id';
import { useAddSuggestion, useSuggestions } from './use-business-page';

interface SuggestedLicencesProps {
  business: Business;
  /** Today in the business's time zone: the issue date of a licence added here. */
  today: string;
  canEdit: boolean;
}

/**
 * "Suggested licenses" (PRODUCT §2): what the catalogue lists for the business's type and place and
 * it does not hold, by level, each with where it comes from; an editor adds one in a click.
 */
export function SuggestedLicences({ business, today, canEdit }: SuggestedLicencesProps) {
  const { t } = useTranslation('businessPage');
  const id = useUniqueId();
  const suggestions = useSuggestions(business.id);
  const add = useAddSuggestion(business, today);
  const { pick } = useCatalogLanguage();
  const groups = LICENSE_LEVELS.map((level) => ({ level, list: suggestions.data?.[level] ?? [] })).filter(
    (g) => g.list.length > 0,
  );

  const question = (template: OnboardingTemplate) => {
    const asked = ACTIVITY_QUESTIONS.find((q) => q.key === template.question);
    return template.applies === null && asked ? pick(asked.text, asked.text_fr) : null;
  };

  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('suggestions.title')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('suggestions.intro', { city: business.city, province: business.province })}
      </p>
      {suggestions.isPending ? (
        <Spinner label={t('suggestions.loading')} />
      ) : suggestions.isError ? (
        <Alert>{t('suggestions.loadError')}</Alert>
      ) : groups.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {t('suggestions.none')}
        </p>
      ) : (
        groups.map(({ level, list }) => (
          <div key={level}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t(`suggestions.levels.${level}`)}
            </h3>
            <ul className="mt-2 space-y-2">
              {list.map((template) => {
                const name = pick(template.name, template.name_fr);
                const onlyIf = question(template);
                const adding = add.isPending && add.variables?.id === template.id;
                return (
                  <li
                    key={template.id}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{name}</p>
                      {onlyIf && (
                        <p className="text-xs text-slate-600">
                          {t('suggestions.onlyIf', { question: onlyIf })}
                        </p>
                      )}
                      <SourceLine
                        authority={template.issuing_authority}
                        sourceUrl={template.source_url}
                        name={name}
                        className="text-sm"
                      />
                    </div>
                    {canEdit && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={add.isPending}
                        aria-label={t('suggestions.addNamed', { name })}
                        onClick={() => add.mutate(template)}
                      >
                        {adding ? t('suggestions.adding') : t('suggestions.add')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
