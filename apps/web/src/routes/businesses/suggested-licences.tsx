import './i18n';
import {
  ACTIVITY_QUESTIONS,
  activityByKey,
  activityName,
  type Business,
  LICENSE_LEVELS,
  type OnboardingTemplate,
} from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { SourceLine } from '../../components/ui/source-line';
import { Spinner } from '../../components/ui/spinner';
import { useAddSuggestion } from '../../features/businesses/use-add-suggestion';
import { mutationErrorMessage } from '../../lib/api';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { provinceName } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useUniqueId } from '../../lib/unique-id';
import { SuggestionQuestion } from './suggestion-question';
import { useSuggestions } from './use-business-page';

interface SuggestedLicencesProps {
  business: Business;
  /** Today in the business's time zone: the issue date of a licence added here. */
  today: string;
  canEdit: boolean;
}

/**
 * "Suggested licenses" (PRODUCT §2, issue 27): what the catalogue lists for the business's activity,
 * answers and place and it does not hold, by level, each in the reader's language with where it
 * comes from and the question it waits on; an editor adds one in a click — or, for a licence whose
 * term is not known, with the expiry date printed on it. A business stored before activities is
 * told to say what it does.
 */
export function SuggestedLicences({ business, today, canEdit }: SuggestedLicencesProps) {
  const { t } = useTranslation('businessPage');
  const id = useUniqueId();
  const suggestions = useSuggestions(business.id);
  const add = useAddSuggestion(business, today);
  // The suggestion whose printed expiry date is being asked ('' for none), and the date typed.
  const [asking, setAsking] = useState('');
  const [printed, setPrinted] = useState('');
  const [missingDate, setMissingDate] = useState(false);
  const addNow = (template: OnboardingTemplate, expiry_date?: string) =>
    add.mutate(
      { template, expiry_date },
      {
        onSuccess: () => {
          setAsking('');
          toast.success(t('suggestions.added', { name: pick(template.name, template.name_fr) }));
        },
        onError: (error) => toast.error(mutationErrorMessage(error, t('suggestions.addFailed'))),
      },
    );
  const onAdd = (template: OnboardingTemplate) => {
    if (template.renewal_rule.kind !== 'printed') return addNow(template);
    setAsking(template.id);
    setPrinted('');
    setMissingDate(false);
  };
  const { pick, french } = useCatalogLanguage();
  const activity = activityByKey(business.activity);
  const place = { city: business.city, province: provinceName(business.province, french ? 'fr' : 'en') };
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
        {activity
          ? t('suggestions.introActivity', {
              activity: activityName(activity, french ? 'fr' : 'en'),
              ...place,
            })
          : t('suggestions.intro', place)}
      </p>
      {!activity && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-activity">
          {t('suggestions.noActivity')}
        </p>
      )}
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
                const adding = add.isPending && add.variables?.template.id === template.id;
                return (
                  <li
                    key={template.id}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{name}</p>
                      {onlyIf && template.question && (
                        <SuggestionQuestion
                          business={business}
                          questionKey={template.question}
                          text={onlyIf}
                          canEdit={canEdit}
                        />
                      )}
                      <SourceLine
                        authority={
                          pick(template.issuing_authority ?? '', template.issuing_authority_fr) || null
                        }
                        sourceUrl={template.source_url}
                        name={name}
                        className="text-sm"
                      />
                    </div>
                    {canEdit && asking !== template.id && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={add.isPending}
                        aria-label={t('suggestions.addNamed', { name })}
                        onClick={() => onAdd(template)}
                      >
                        {adding ? t('suggestions.adding') : t('suggestions.add')}
                      </Button>
                    )}
                    {canEdit && asking === template.id && (
                      <form
                        noValidate
                        className="flex flex-col gap-2 sm:items-end"
                        onSubmit={(event) => {
                          event.preventDefault();
                          setMissingDate(!printed);
                          if (printed) addNow(template, printed);
                        }}
                      >
                        <Field
                          label={t('suggestions.expiryLabel', { name })}
                          required
                          hint={t('suggestions.printedHint')}
                          error={missingDate ? t('suggestions.expiryRequired') : undefined}
                        >
                          {(control) => (
                            <input
                              {...control}
                              type="date"
                              required
                              max="9999-12-31"
                              className={inputClasses}
                              value={printed}
                              onChange={(e) => setPrinted(e.target.value)}
                            />
                          )}
                        </Field>
                        <div className="flex gap-2">
                          <Button variant="secondary" size="sm" onClick={() => setAsking('')}>
                            {t('suggestions.cancel')}
                          </Button>
                          <Button type="submit" size="sm" disabled={add.isPending}>
                            {adding ? t('suggestions.adding') : t('suggestions.add')}
                          </Button>
                        </div>
                      </form>
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
