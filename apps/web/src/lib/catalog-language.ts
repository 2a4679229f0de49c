// The catalogue in the reader's language (issue 15 item 5): a template's French name and the
// questions' French text when the interface is in French, the English ones otherwise or when the
// French is missing.
import { useTranslation } from 'react-i18next';

export function useCatalogLanguage() {
  const { i18n } = useTranslation();
  const french = (i18n.resolvedLanguage ?? i18n.language ?? 'en').toLowerCase().startsWith('fr');
  return {
    french,
    /** The French text when reading French and it exists, else the English. */
    pick: (english: string, frenchText: string | null | undefined) =>
      french && frenchText ? frenchText : english,
  };
}
