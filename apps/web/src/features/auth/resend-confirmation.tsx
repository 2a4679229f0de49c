import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { api, mutationErrorMessage } from '../../lib/api';

/**
 * "Resend confirmation e-mail" (issue 30): beside every message that asks a person to confirm their
 * address. POST /api/users/profile/verification-email (rate-limited by the server) sends a fresh
 * link; the outcome is said right under the button, in the page's language.
 */
export function ResendConfirmation({ email, className }: { email: string; className?: string }) {
  const { t } = useTranslation('common');
  const resend = useMutation({
    mutationFn: () => api.post('/users/profile/verification-email'),
  });
  return (
    <div className={className}>
      <Button
        variant="secondary"
        size="sm"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('resendConfirmation.sending') : t('resendConfirmation.button')}
      </Button>
      <p role="status" className="mt-1 text-sm">
        {resend.isSuccess && t('resendConfirmation.sent', { email })}
      </p>
      {resend.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {mutationErrorMessage(resend.error, t('resendConfirmation.failed'))}
        </p>
      )}
    </div>
  );
}
