import './i18n';
import type { Business } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAnswerQuestion } from '../../features/businesses/use-answer-question';
import { mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

interface SuggestionQuestionProps {
  business: Business;
  /** The question's key and its text in the reader's language. */
  questionKey: string;
  text: string;
  canEdit: boolean;
}

/**
 * "Only if: Do you have employees?" under a suggestion that waits on an answer; an editor answers it
 * here (Yes / No), the business keeps the answer and the suggestions follow it (issue 27).
 */
export function SuggestionQuestion({ business, questionKey, text, canEdit }: SuggestionQuestionProps) {
  const { t } = useTranslation('businessPage');
  const answer = useAnswerQuestion(business);
  const save = (value: boolean) =>
    answer.mutate(
      { key: questionKey, value },
      {
        onSuccess: () => toast.success(t('suggestions.answered')),
        onError: (error) => toast.error(mutationErrorMessage(error, t('suggestions.answerFailed'))),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
      <span>{t('suggestions.onlyIf', { question: text })}</span>
      {canEdit && (
        <fieldset
          aria-label={t('suggestions.answerLabel', { question: text })}
          className="m-0 flex gap-1 border-0 p-0"
        >
          <Button variant="secondary" size="sm" disabled={answer.isPending} onClick={() => save(true)}>
            {t('suggestions.answerYes')}
          </Button>
          <Button variant="secondary" size="sm" disabled={answer.isPending} onClick={() => save(false)}>
            {t('suggestions.answerNo')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
