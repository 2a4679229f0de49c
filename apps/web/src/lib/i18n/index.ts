import type { Language } from '@lt/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en/common';
import { home } from './en/home';
import { common as commonFr } from './fr/common';
import { home as homeFr } from './fr/home';
import { adoptLanguage, currentLanguage, detectLanguage } from './language';

const initialLanguage = detectLanguage();
adoptLanguage(initialLanguage);

// Public strings that the home page needs are bundled here, in both languages; other areas register
// theirs when their (lazily loaded) code arrives, so the home page does not carry the whole app's text.
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  defaultNS: 'common',
  ns: ['common', 'home'],
  resources: { en: { common, home }, fr: { common: commonFr, home: homeFr } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** A namespace's text in every language: the French must have exactly the English keys. */
export interface NamespaceBundles<T> {
  en: T;
  fr: T;
}

/** Adds a bundled namespace once per language (idempotent; called at module load by lazy code). */
export function registerNamespace<T extends object>(ns: string, bundles: NamespaceBundles<T>): void {
  for (const language of ['en', 'fr'] as const) {
    if (!i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, bundles[language], true, true);
  }
}

/** Switches the whole app (text, `<html lang>`, dates, API and sign-in requests) to `language`. */
export function setLanguage(language: Language): Promise<unknown> {
  adoptLanguage(language);
  return i18n.changeLanguage(language);
}

export { currentLanguage, i18n };
