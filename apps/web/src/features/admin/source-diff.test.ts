import { describe, expect, it } from 'vitest';
import { diffSentences, sentences } from './source-diff';

describe('the before/after of a changed source', () => {
  it('cuts a text into its sentences, line by line', () => {
    expect(sentences('Business licence\nThe fee is $120 a year. Renew by 31 March!  Why?')).toEqual([
      'Business licence',
      'The fee is $120 a year.',
      'Renew by 31 March!',
      'Why?',
    ]);
  });

  it('shows the sentence removed before the one that replaced it, and what was added', () => {
    const before = 'Business licence\nThe fee is $100 a year.\nApply online.';
    const after = 'Business licence\nThe fee is $120 a year.\nLate: a 10% penalty.\nApply online.';
    expect(diffSentences(before, after)).toEqual([
      { kind: 'same', text: 'Business licence' },
      { kind: 'removed', text: 'The fee is $100 a year.' },
      { kind: 'added', text: 'The fee is $120 a year.' },
      { kind: 'added', text: 'Late: a 10% penalty.' },
      { kind: 'same', text: 'Apply online.' },
    ]);
  });

  it('folds long unchanged stretches to a count, keeping one sentence of context', () => {
    const same = Array.from({ length: 6 }, (_, i) => `Rule ${i}.`).join('\n');
    const parts = diffSentences(`${same}\nOld end.`, `${same}\nNew end.`);
    expect(parts).toEqual([
      { kind: 'folded', count: 5 },
      { kind: 'same', text: 'Rule 5.' },
      { kind: 'removed', text: 'Old end.' },
      { kind: 'added', text: 'New end.' },
    ]);
  });

  it('has nothing removed or added for the same text', () => {
    expect(diffSentences('One. Two.', 'One.\nTwo.')).toEqual([{ kind: 'folded', count: 2 }]);
  });
});
