import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en/common';
import { home } from './en/home';

// Public strings that the home page needs are bundled here; other areas register theirs when
// their (lazily loaded) code arrives, so the home page does not carry the whole app's text.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  defaultNS: 'common',
  ns: ['common', 'home'],
  resources: { en: { common, home } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds a bundled namespace once (idempotent; called at module load by lazy routes). */
export function registerNamespace(ns: string, resources: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, resources, true, true);
}

export { i18n };
