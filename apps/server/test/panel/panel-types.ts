// The shape of the correctness panel (issue 27): business profiles, each with what the rulebook
// must say about some catalogue templates, and the official text that says so.

/**
 * What onboarding must say about a template for a profile:
 * - `true`: listed, and applies (`applies: true`);
 * - `false`: listed, but ruled out by an answer (`applies: false`);
 * - `'absent'`: not listed at all (its activities or its place rule it out);
 * - `'not_applying'`: either of the last two, or listed while its question is unanswered
 *   (`applies: null`) — anything but `applies: true`. For rules whose honest reading allows both.
 */
export type Applies = true | false | 'absent' | 'not_applying';

/** Where an expectation comes from: an official page and a short quotation from it. */
export interface Citation {
  source: string;
  quote: string;
}

export interface Expectation extends Citation {
  /** The catalogue key (packages/catalog/data/license-templates.json `key`). */
  template: string;
  applies: Applies;
  why: string;
}

export interface Profile {
  id: string;
  /** Who the business is, in the language its owner speaks. */
  description: string;
  /** The language the owner reads: the request asks for it, and French readers must get French names. */
  language: 'en' | 'fr';
  activity: string;
  province: string;
  city: string;
  /** The answers to the yes/no questions (ACTIVITY_QUESTIONS keys); a key left out is unanswered. */
  answers: Record<string, boolean>;
  expect: Expectation[];
}

/** An expectation from a citation: `expectation(T.wsib, true, WSIB_MUST_REGISTER, 'why')`. */
export function expectation(
  template: string,
  applies: Applies,
  citation: Citation,
  why: string,
): Expectation {
  return { template, applies, ...citation, why };
}
