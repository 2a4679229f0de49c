import '../../features/onboarding/i18n';
import { activityByKey, activityName, type OnboardingTemplate, type OnboardingTemplates } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/field';
import { SourceLine } from '../../components/ui/source-line';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { provinceName } from '../../lib/format';
import { useRenewalRuleText } from '../../lib/renewal-rule-text';
import { ActivityQuestions } from './activity-questions';

interface StepLicensesProps {
  templates: OnboardingTemplates;
  /** What the business does and where: said above the questions. */
  place: { activity: string; city: string; province: string };
  selected: readonly string[];
  answers: Readonly<Record<string, boolean>>;
  onAnswer: (key: string, value: boolean) => void;
  onToggle: (template: OnboardingTemplate) => void;
}

const GROUPS = ['federal', 'provincial', 'municipal'] as const;

/**
 * Step 4 (issues 19 and 27): the questions that decide which licences apply (employees and
 * incorporation are asked of everyone), then the licences that apply (ticked), grouped Federal,
 * Provincial, Municipal, and the ones whose question is unanswered under "Might also apply"; a
 * licence an answer rules out is not offered. Each shows, in the reader's language, its name, its
 * renewal rule, who issues it and a link to its official page.
 */
export function StepLicenses({ templates, place, selected, answers, onAnswer, onToggle }: StepLicensesProps) {
  const { t } = useTranslation('onboarding');
  const { pick, french } = useCatalogLanguage();
  const activity = activityByKey(place.activity);
  const ruleText = useRenewalRuleText();
  const item = (template: OnboardingTemplate) => {
    const name = pick(template.name, template.name_fr);
    return (
      <li key={template.id}>
        <Checkbox
          label={name}
          description={
            <>
              <span className="block font-medium text-slate-700">{ruleText(template.renewal_rule)}</span>
              <SourceLine
                authority={pick(template.issuing_authority ?? '', template.issuing_authority_fr) || null}
                sourceUrl={template.source_url}
                name={name}
              />
            </>
          }
          checked={selected.includes(template.id)}
          onChange={() => onToggle(template)}
        />
      </li>
    );
  };
  const maybe = GROUPS.flatMap((level) => templates[level].filter((x) => x.applies === null));
  const note = templates.municipal_note;
  // Issue 28: a municipality whose rules were not verified says so, visibly (not an "info" note).
  const unverified = note?.kind === 'unverified';
  return (
    <div className="space-y-5">
      {activity && (
        <p className="text-slate-700">
          {t('licenses.intro', {
            activity: activityName(activity, french ? 'fr' : 'en'),
            city: place.city,
            province: provinceName(place.province, french ? 'fr' : 'en'),
          })}
        </p>
      )}
      <ActivityQuestions questions={templates.questions} answers={answers} onAnswer={onAnswer} />
      {GROUPS.map((level) => {
        const applying = templates[level].filter((x) => x.applies === true);
        return (
          <fieldset key={level} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-base font-semibold text-slate-900">
              {t(`licenses.groups.${level}`)}
            </legend>
            {level === 'municipal' && note && (
              <p
                className={`mb-3 rounded-lg p-3 text-sm ${unverified ? 'bg-amber-50 text-amber-900' : 'bg-blue-50 text-blue-900'}`}
                data-testid="municipal-note"
                data-kind={note.kind}
              >
                {unverified && (
                  <>
                    <strong className="font-semibold">{t('licenses.noteUnverified')}</strong>{' '}
                  </>
                )}
                {pick(note.text, note.text_fr)}
              </p>
            )}
            {applying.length === 0 ? (
              // "None" would read as "no licence needed" where the rules were not verified.
              !(level === 'municipal' && unverified) && (
                <p className="text-sm text-slate-600">{t('licenses.none')}</p>
              )
            ) : (
              <ul className="space-y-3">{applying.map(item)}</ul>
            )}
          </fieldset>
        );
      })}
      {maybe.length > 0 && (
        <fieldset className="rounded-xl border border-dashed border-slate-300 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{t('licenses.mightApply')}</legend>
          <p className="mb-3 text-sm text-slate-600">{t('licenses.mightApplyIntro')}</p>
          <ul className="space-y-3">{maybe.map(item)}</ul>
        </fieldset>
      )}
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {t('licenses.selected', { count: selected.length })}
      </p>
    </div>
  );
}
