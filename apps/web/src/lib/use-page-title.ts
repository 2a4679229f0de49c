import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { common } from './i18n/en/common';

export type PageTitleKey = keyof typeof common.pageTitles;

/**
 * The browser tab's title of a screen (issue 30): "<screen> — License Tracker" in the current
 * language, following the FR/EN switch. `name` (a business's name, once loaded) replaces the
 * screen's generic word. Every route component calls it once; none restores the old title, since
 * the next screen sets its own.
 */
export function usePageTitle(key: PageTitleKey, name?: string): void {
  const { t } = useTranslation();
  const title = `${name || t(`pageTitles.${key}`)} — ${t('brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
