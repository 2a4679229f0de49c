import '../../features/onboarding/i18n';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localToday } from '../../components/ui/plain-date-text';
import { useCompleteOnboarding } from '../../features/onboarding/use-complete-onboarding';
import { useSaveOnboardingProfile } from '../../features/onboarding/use-save-onboarding-profile';
import { completionBody, needsSmsPhone } from '../../features/onboarding/wizard-bodies';
import type { WizardData } from '../../features/onboarding/wizard-state';
import { clearDraft } from '../../features/onboarding/wizard-storage';
import { mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/**
 * Step 5's Complete Setup: saves a phone number asked for SMS, then completes onboarding, toasts
 * and goes to the dashboard. A second click while it runs does nothing.
 */
export function useFinishOnboarding(storageKey: string, onPhoneSaved: (phone: string) => void) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const saveProfile = useSaveOnboardingProfile();
  const complete = useCompleteOnboarding(() => {
    clearDraft(storageKey);
    toast.success(t('messages.completed'));
    void navigate('/app/dashboard', { replace: true });
  });
  const running = useRef(false);

  const finish = async (data: WizardData) => {
    if (running.current) return;
    running.current = true;
    try {
      if (needsSmsPhone(data)) {
        const phone = data.sms_phone.trim();
        try {
          await saveProfile.mutateAsync({ phone_number: phone });
        } catch (error) {
          toast.error(mutationErrorMessage(error, t('messages.profileFailed')));
          return;
        }
        onPhoneSaved(phone);
      }
      try {
        await complete.mutateAsync(completionBody(data, localToday()));
      } catch (error) {
        toast.error(mutationErrorMessage(error, t('messages.completeFailed')));
      }
    } finally {
      running.current = false;
    }
  };

  return { finish, pending: saveProfile.isPending || complete.isPending };
}
