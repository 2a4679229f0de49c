import { describe, expect, it } from 'vitest';
import { english, french, leaves, namespaceFiles, SAME_IN_BOTH } from '../../../test/resources';

describe('the French and English resources (issue 15: no string left behind)', () => {
  it('cover the same namespaces, and the tests know every namespace file', () => {
    expect(namespaceFiles('fr').sort()).toEqual(namespaceFiles('en').sort());
    expect(Object.keys(english).sort()).toEqual(namespaceFiles('en').sort());
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('have exactly the same keys in every namespace', () => {
    const missing: string[] = [];
    for (const ns of Object.keys(english)) {
      const en = leaves(english[ns]);
      const fr = leaves(french[ns]);
      for (const key of en.keys()) if (!fr.has(key)) missing.push(`fr is missing ${ns}:${key}`);
      for (const key of fr.keys()) if (!en.has(key)) missing.push(`en is missing ${ns}:${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('translate every text, except proper names and what is the same in both languages', () => {
    const untranslated: string[] = [];
    for (const ns of Object.keys(english)) {
      const fr = leaves(french[ns]);
      for (const [key, text] of leaves(english[ns]))
        if (fr.get(key) === text && !SAME_IN_BOTH.has(text)) untranslated.push(`${ns}:${key} "${text}"`);
    }
    expect(untranslated).toEqual([]);
  });

  it('keep the same {{placeholders}} in each text', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const mismatched: string[] = [];
    for (const ns of Object.keys(english)) {
      const fr = leaves(french[ns]);
      for (const [key, text] of leaves(english[ns])) {
        const frText = fr.get(key) ?? '';
        // A French singular may leave the count out ("chaque mois"); other placeholders must stay.
        const expected = placeholders(text).filter((p) => !(key.endsWith('_one') && p === 'count'));
        const actual = placeholders(frText).filter((p) => !(key.endsWith('_one') && p === 'count'));
        if (expected.join() !== actual.join()) mismatched.push(`${ns}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
