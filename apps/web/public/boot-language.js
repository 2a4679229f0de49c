// Before the app has loaded, the page speaks the visitor's language (issue 15): the same choice as
// apps/web/src/lib/i18n/language.ts (saved choice in localStorage or the lt_lang cookie, else the
// first of the browser's languages the product speaks). A file, not an inline script: the CSP
// allows scripts from this site only. The app takes over <html lang> once it runs.
(() => {
  let lang = null;
  try {
    lang = window.localStorage.getItem('lt_lang');
  } catch {
    // Storage disabled: the cookie below.
  }
  if (lang !== 'en' && lang !== 'fr') {
    const cookie = document.cookie.match(/(?:^|;\s*)lt_lang=(en|fr)\b/);
    lang = cookie ? cookie[1] : null;
  }
  if (!lang) {
    const tags = navigator.languages || [navigator.language || ''];
    const spoken = tags.find((tag) => /^(en|fr)\b/i.test(tag)) || tags[0] || '';
    lang = /^fr\b/i.test(spoken) ? 'fr' : 'en';
  }
  if (lang !== 'fr') return;
  document.documentElement.lang = 'fr-CA';
  const loading = document.getElementById('boot-loading');
  if (loading) loading.textContent = 'Chargement…';
  const description = document.querySelector('meta[name="description"]');
  if (description) {
    description.setAttribute(
      'content',
      "License Tracker réunit tous les permis municipaux, provinciaux et fédéraux de votre entreprise canadienne et vous avertit avant qu'un seul n'expire.",
    );
  }
})();
