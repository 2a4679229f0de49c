import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_RETURN_TO, useAuthState } from '../../lib/auth';
import { Button, type ButtonSize, type ButtonVariant, buttonClasses } from '../ui/button';

interface GetStartedButtonProps {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * Signed-in users go straight to their dashboard; everyone else starts creating an account (the
 * provider's sign-up page where it offers one; "Log in" in the header is for existing accounts).
 */
export function GetStartedButton({ label, variant = 'primary', size = 'md' }: GetStartedButtonProps) {
  const { t } = useTranslation();
  const { isAuthenticated, signUp } = useAuthState();
  const text = label ?? t('nav.getStarted');
  if (isAuthenticated) {
    return (
      <Link to={DEFAULT_RETURN_TO} className={buttonClasses(variant, size)}>
        {text}
      </Link>
    );
  }
  return (
    <Button variant={variant} size={size} onClick={() => void signUp(DEFAULT_RETURN_TO)}>
      {text}
    </Button>
  );
}
