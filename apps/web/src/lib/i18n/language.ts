// Which language the web app speaks (issue 15, decision 016). Kept free of i18next so that the
// sign-in code (ui_locales) and the API client (Accept-Language) can read it cheaply.
//
// Order: the signed-in user's profile (applied by the app shell) > the visitor's earlier choice
// (localStorage, else the `lt_lang` cookie) > the browser's languages (`fr*` → French) > English.

import { isLanguage, type Language, languageOfTag } from '@lt/core';

/** Also read by the server's built-in sign-in pages, so they open in the same language. */
export const LANGUAGE_COOKIE = 'lt_lang';
const STORAGE_KEY = 'lt_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The BCP 47 locale of each language: `<html lang>`, `Intl`, `Accept-Language`, `ui_locales`. */
export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Each language's name in itself, for the switch (a proper name: the same in both languages). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

let current: Language = 'en';

export function currentLanguage(): Language {
  return current;
}

export function currentLocale(): string {
  return LOCALES[current];
}

function storedChoice(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be disabled (privacy settings): the cookie below still remembers the choice.
  }
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(cookie) ? cookie : null;
}

/** The first of the browser's languages that the product speaks decides; English when none does. */
export function browserLanguage(tags: readonly string[] = navigator.languages ?? []): Language {
  const spoken = tags.find((tag) => /^(en|fr)\b/i.test(tag.trim()));
  return languageOfTag(spoken ?? tags[0] ?? null);
}

/** The language to start with on this page load. */
export function detectLanguage(): Language {
  return storedChoice() ?? browserLanguage();
}

/** Makes `language` current for the document and remembers it for reloads and the sign-in pages. */
export function adoptLanguage(language: Language): void {
  current = language;
  document.documentElement.lang = LOCALES[language];
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled: the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
