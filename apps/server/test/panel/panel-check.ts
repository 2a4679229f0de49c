// How the panel reads onboarding's answer: what it says about each expected template, and the
// sentence a failure prints (profile, template, expected, got, why, source).
import type { OnboardingTemplate, OnboardingTemplates } from '@lt/core';
import type { Applies, Expectation, Profile } from './panel-types';

/** What onboarding said about a template: not listed, or listed with its `applies`. */
export type Verdict = 'absent' | true | false | null;

export function verdictOf(answer: OnboardingTemplates, id: string | undefined): Verdict {
  const listed = [...answer.federal, ...answer.provincial, ...answer.municipal].find((t) => t.id === id);
  return listed ? listed.applies : 'absent';
}

export function meets(expected: Applies, verdict: Verdict): boolean {
  if (expected === 'not_applying') return verdict !== true;
  return expected === verdict;
}

const said = (verdict: Verdict) => (verdict === 'absent' ? 'not listed' : `listed with applies: ${verdict}`);

/** One line per expectation onboarding did not meet. */
export function failures(
  profile: Profile,
  answer: OnboardingTemplates,
  idOfKey: ReadonlyMap<string, string>,
): string[] {
  return profile.expect
    .map((expectation) => ({ expectation, verdict: verdictOf(answer, idOfKey.get(expectation.template)) }))
    .filter(({ expectation, verdict }) => !meets(expectation.applies, verdict))
    .map(({ expectation, verdict }) => failureLine(profile, expectation, verdict));
}

function failureLine(profile: Profile, e: Expectation, verdict: Verdict): string {
  return `${profile.id}: ${e.template} — expected ${e.applies}, onboarding says ${said(verdict)}. ${e.why} (source: ${e.source} — “${e.quote}”)`;
}

/** Templates a French reader would read in English: no French name or authority. */
export function untranslated(answer: OnboardingTemplates): string[] {
  const all: OnboardingTemplate[] = [...answer.federal, ...answer.provincial, ...answer.municipal];
  return all
    .filter((t) => !t.name_fr || (t.issuing_authority !== null && !t.issuing_authority_fr))
    .map(
      (t) =>
        `${t.name} (name_fr: ${t.name_fr ?? 'missing'}, issuing_authority_fr: ${t.issuing_authority_fr ?? 'missing'})`,
    );
}
