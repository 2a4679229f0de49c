import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { findLiterals } from '../../../scripts/check-i18n-literals.mjs';

type Hit = { line: number; kind: string; text: string };
const find = (source: string): Hit[] => findLiterals('x.tsx', source);

describe('scripts/check-i18n-literals.mjs (npm run lint)', () => {
  it('finds text nodes and labelling attributes written in a component', () => {
    const hits = find(`const a = (
      <div title="Close" aria-label={\`Menu\`}>
        <p>Save now</p>
        <span>{'Cancel'}</span>
        <img alt="Logo" src="x.png" />
        <input placeholder={'Your name'} />
      </div>
    );`);
    expect(hits.map((h: Hit) => [h.kind, h.text])).toEqual([
      ['title', 'Close'],
      ['aria-label', 'Menu'],
      ['text', 'Save now'],
      ['text', 'Cancel'],
      ['alt', 'Logo'],
      ['placeholder', 'Your name'],
    ]);
  });

  it('leaves translated text, punctuation and non-labelling attributes alone', () => {
    const hits = find(`const a = (
      <div className="flex" aria-label={t('nav.label')} title={name}>
        {t('save')} – {' '} · 404 {count}
        <span aria-hidden="true">·</span>
      </div>
    );`);
    expect(hits).toEqual([]);
  });
});
