import type { Language } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES } from '../../lib/i18n/language';

interface LanguageSwitchProps {
  /** Called after the switch (the app shell stores the choice in the profile). */
  onChange?: (language: Language) => void;
  className?: string;
}

/**
 * The FR/EN switch: one button that names the other language in that language ("Français",
 * "English"), marked with its `lang` so screen readers pronounce it right.
 */
export function LanguageSwitch({ onChange, className = '' }: LanguageSwitchProps) {
  const { i18n } = useTranslation();
  const other: Language = i18n.language === 'fr' ? 'en' : 'fr';
  const choose = () => {
    void setLanguage(other);
    onChange?.(other);
  };
  return (
    <button
      type="button"
      lang={other}
      onClick={choose}
      className={`rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-700 hover:border-blue-600 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${className}`}
    >
      <span aria-hidden="true" className="mr-1 font-semibold">
        {other.toUpperCase()}
      </span>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
