// Builds data/license-templates.json from license-facts.json and license-facts-additions.json
// (research notes of issues 15 and 19), the research of 2026-11 (research.ts, research-choices.ts)
// and template-supplements.ts: stable keys, city names spelt as in data/cities-ca.json, a renewal
// rule, French names, and the explicit applicability of every template (applicability.ts).
// Run: npx tsx packages/catalog/scripts/build-templates.ts [facts.json] [additions.json] [research dir]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { businessTypesOf, normalizePlaceName, placeKey, type RenewalRule, samePlace } from '@lt/core';
import places from '../data/cities-ca.json' with { type: 'json' };
import { applicabilityOf } from './applicability';
import { authorityEn, authorityFr } from './authority-names-fr';
import { DAY_FACTS } from './day-facts';
import { FRENCH_ALREADY, FRENCH_NAMES, QUEBEC_AUTHORITIES } from './french-names';
import {
  RESEARCH_DIR,
  RESEARCH_ORIGIN,
  type ResearchFact,
  readResearch,
  renewalNote,
  renewalOfResearch,
} from './research';
import { RESEARCH_LEFT_OUT, RESEARCH_NAMES, RESEARCH_RENEWALS, RESEARCH_REPLACES } from './research-choices';
import { type SourceKind, sourceKindOf } from './source-kind';
import {
  ADDED_FACTS,
  ADDITIONS_CHECKED_ON,
  ADDITIONS_LEFT_OUT,
  type Addition,
  CATALOG_NOTES,
  type Fact,
  FIXED_DATE_RENEWALS,
  PRINTED_RENEWALS,
} from './template-supplements';

const slug = (text: string) => normalizePlaceName(text).replaceAll(' ', '-');

export function templateKey(fact: Pick<Fact, 'level' | 'province' | 'city' | 'name'>): string {
  const parts = [fact.level, fact.province, fact.city && placeKey(fact.city), fact.name];
  return parts
    .filter((p): p is string => !!p)
    .map(slug)
    .join('-');
}

/** The spelling of `city` used by the places file ("Montreal" → "Montréal", "Quebec City" → "Québec"). */
function placeSpelling(city: string, province: string | null): string {
  const match = (places as [string, string][]).find(([name, p]) => p === province && samePlace(name, city));
  if (!match) throw new Error(`City ${city} (${province}) is not in data/cities-ca.json`);
  return match[0];
}

function renewalOf(fact: Fact, key: string): RenewalRule {
  const fixed = FIXED_DATE_RENEWALS[key];
  if (fixed && fact.no_fixed_expiry) throw new Error(`${key}: fixed date and no fixed expiry`);
  if (fixed) return { kind: 'fixed_date', ...fixed };
  return fact.no_fixed_expiry ? { kind: 'none' } : { kind: 'term', months: fact.validity_months };
}

function frenchName(name: string): string {
  const french = FRENCH_NAMES[name] ?? (FRENCH_ALREADY.test(name) ? name : undefined);
  if (!french) throw new Error(`No French name for "${name}" (scripts/french-names.ts)`);
  return french;
}

type Origin = 'license-facts' | 'license-facts-additions' | 'catalog' | typeof RESEARCH_ORIGIN;

/**
 * The facts, with the additions brought in: a correction replaces the fact it names (`corrects`),
 * a new fact is added unless it is left out (ADDITIONS_LEFT_OUT says why).
 */
export function mergeFacts(facts: readonly Fact[], additions: readonly Addition[]) {
  const corrections = new Map(additions.filter((a) => a.corrects).map((a) => [a.corrects!, a]));
  const merged: { fact: Fact; origin: Origin }[] = facts.map((fact) => {
    const correction = corrections.get(templateKey(fact));
    return correction
      ? { fact: correction, origin: 'license-facts-additions' }
      : { fact, origin: 'license-facts' };
  });
  const used = new Set(merged.filter((m) => m.origin !== 'license-facts').map((m) => m.fact));
  const unusedCorrections = [...corrections.keys()].filter((key) => !used.has(corrections.get(key)!));
  if (unusedCorrections.length)
    throw new Error(`Corrections of unknown facts: ${unusedCorrections.join(', ')}`);
  const additionKeys = new Set(additions.map((a) => templateKey(a)));
  const unknownLeftOut = Object.keys(ADDITIONS_LEFT_OUT).filter((key) => !additionKeys.has(key));
  if (additions.length && unknownLeftOut.length)
    throw new Error(`Left out, unknown: ${unknownLeftOut.join(', ')}`);
  for (const addition of additions) {
    if (addition.corrects || ADDITIONS_LEFT_OUT[templateKey(addition)]) continue;
    merged.push({ fact: addition, origin: 'license-facts-additions' });
  }
  return [...merged, ...ADDED_FACTS.map((fact) => ({ fact, origin: 'catalog' as const }))];
}

/** What a template says before its applicability and French authority are added. */
interface Entry {
  key: string;
  name: string;
  name_fr: string;
  level: Fact['level'];
  province: string | null;
  city: string | null;
  renewal: RenewalRule;
  issuing_authority: string;
  source_url: string;
  source_kind: SourceKind;
  confidence: Fact['confidence'];
  source_checked: boolean;
  source_checked_on: string | null;
  notes: string;
  origin: Origin;
}

function entryOfFact({ fact, origin }: { fact: Fact; origin: Origin }): Entry {
  const key = templateKey(fact);
  const kind = sourceKindOf(fact.source_url);
  return {
    key,
    name: fact.name,
    name_fr: frenchName(fact.name),
    level: fact.level,
    province: fact.province,
    city: fact.city === null ? null : placeSpelling(fact.city, fact.province),
    renewal: renewalOf(fact, key),
    issuing_authority: QUEBEC_AUTHORITIES[fact.issuing_authority] ?? fact.issuing_authority,
    source_url: fact.source_url,
    source_kind: kind,
    // A blog's or a consultant's word is not more than low, whatever the notes of old said.
    confidence: kind === 'third-party' ? 'low' : fact.confidence,
    source_checked: fact.source_checked,
    source_checked_on:
      origin === 'license-facts-additions' && fact.source_checked ? ADDITIONS_CHECKED_ON : null,
    notes: fact.notes,
    origin,
  };
}

/** A municipal research name may end with its city in parentheses: the template shows the city anyway. */
function researchName(fact: ResearchFact, name = fact.name): string {
  return fact.city ? name.replace(new RegExp(`\\s*\\(${fact.city}\\)$`), '') : name;
}

export function researchKey(fact: ResearchFact): string {
  return templateKey({ ...fact, name: researchName(fact) });
}

/** The research's facts over an entry: what it says, where and how it was checked. */
function researchFacts(fact: ResearchFact) {
  const override = RESEARCH_RENEWALS[researchKey(fact)];
  const note = override ? '' : renewalNote(fact.renewal);
  return {
    renewal: override ?? renewalOfResearch(fact.renewal),
    issuing_authority: fact.issuing_authority,
    source_url: fact.source_url,
    source_kind: fact.source_kind,
    confidence: fact.confidence,
    source_checked: true,
    source_checked_on: fact.checked_on,
    notes: [note, fact.notes].filter(Boolean).join(' '),
    origin: RESEARCH_ORIGIN,
  } satisfies Partial<Entry>;
}

function entryOfResearch(fact: ResearchFact, key: string): Entry {
  const [name, nameFr] = RESEARCH_NAMES[key] ?? [
    researchName(fact),
    fact.name_fr ? researchName(fact, fact.name_fr) : frenchName(researchName(fact)),
  ];
  return {
    key: templateKey({ ...fact, name }),
    name,
    name_fr: FRENCH_NAMES[name] ?? nameFr,
    level: fact.level,
    province: fact.province,
    city: fact.city === null ? null : placeSpelling(fact.city, fact.province),
    ...researchFacts(fact),
  };
}

/** The entries with the research brought in: replacements under existing keys, then new templates. */
export function withResearch(entries: readonly Entry[], research: readonly ResearchFact[]): Entry[] {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const seen = new Set<string>();
  const added: Entry[] = [];
  for (const fact of research) {
    const key = researchKey(fact);
    if (seen.has(key)) throw new Error(`Two research facts with the key ${key}`);
    seen.add(key);
    if (RESEARCH_LEFT_OUT[key]) continue;
    const targets = RESEARCH_REPLACES[key];
    if (targets) {
      for (const target of targets) {
        const entry = byKey.get(target);
        if (!entry) throw new Error(`${key} replaces an unknown template ${target}`);
        if (entry.origin === RESEARCH_ORIGIN) throw new Error(`${target} is replaced twice`);
        byKey.set(target, { ...entry, ...researchFacts(fact) });
      }
      continue;
    }
    if (fact.kind === 'note')
      throw new Error(`${key} is a note: leave it out and write it in municipal-notes.ts`);
    added.push(entryOfResearch(fact, key));
  }
  const unknown = [...Object.keys(RESEARCH_LEFT_OUT), ...Object.keys(RESEARCH_REPLACES)].filter(
    (k) => !seen.has(k),
  );
  if (research.length && unknown.length)
    throw new Error(`No research fact with the key: ${unknown.join(', ')}`);
  return [...entries.map((e) => byKey.get(e.key)!), ...added];
}

/**
 * The fee, late penalty, how to renew and renewal page of a template (day-facts.ts), null where the
 * research states none. A renewal page must be official and differ from the template's source.
 */
export function dayFactsOf(key: string, sourceUrl: string) {
  const facts = DAY_FACTS[key] ?? {};
  if (facts.url && (facts.url === sourceUrl || sourceKindOf(facts.url) !== 'official'))
    throw new Error(`${key}: the renewal page must be official and differ from the source`);
  return {
    fee: facts.fee?.[0] ?? null,
    fee_fr: facts.fee?.[1] ?? null,
    late_penalty: facts.late?.[0] ?? null,
    late_penalty_fr: facts.late?.[1] ?? null,
    how_to_renew: facts.renew?.[0] ?? null,
    how_to_renew_fr: facts.renew?.[1] ?? null,
    renewal_url: facts.url ?? null,
  };
}

export function buildTemplates(
  facts: readonly Fact[],
  additions: readonly Addition[] = [],
  research: readonly ResearchFact[] = [],
) {
  const entries = withResearch(mergeFacts(facts, additions).map(entryOfFact), research);
  const templates = entries.map((entry) => {
    const { activities, conditions } = applicabilityOf(entry.key);
    const authority = authorityEn(entry.issuing_authority);
    // A term that differs with the issuer inside the province: the date printed on the licence.
    const renewal: RenewalRule = PRINTED_RENEWALS[entry.key] ? { kind: 'printed' } : entry.renewal;
    return {
      key: entry.key,
      name: entry.name,
      name_fr: entry.name_fr,
      level: entry.level,
      province: entry.province,
      city: entry.city,
      business_types: businessTypesOf(activities),
      activities: activities === null ? null : [...activities],
      conditions: conditions.map((c) => ({ ...c })),
      default_validity_months: renewal.kind === 'term' ? renewal.months : 12,
      renewal,
      no_fixed_expiry: renewal.kind === 'none',
      issuing_authority: authority,
      issuing_authority_fr: authorityFr(authority),
      source_url: entry.source_url,
      source_kind: entry.source_kind,
      confidence: entry.confidence,
      source_checked: entry.source_checked,
      source_checked_on: entry.source_checked_on,
      notes: [entry.notes, CATALOG_NOTES[entry.key]].filter(Boolean).join(' '),
      ...dayFactsOf(entry.key, entry.source_url),
      origin: entry.origin,
    };
  });
  const keys = new Set(templates.map((t) => t.key));
  if (keys.size !== templates.length) throw new Error('Template keys are not unique');
  const unused = Object.keys(FIXED_DATE_RENEWALS).filter((k) => !keys.has(k));
  if (unused.length) throw new Error(`Fixed dates for unknown templates: ${unused.join(', ')}`);
  const unknown = [
    ...Object.keys(PRINTED_RENEWALS),
    ...Object.keys(CATALOG_NOTES),
    ...Object.keys(DAY_FACTS),
  ].filter((k) => !keys.has(k));
  if (unknown.length)
    throw new Error(`Printed renewals, notes or day facts for unknown templates: ${unknown.join(', ')}`);
  return templates;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2] ?? '/work/shared/data/license-facts.json';
  const additionsFile = process.argv[3] ?? '/work/shared/data/license-facts-additions.json';
  const facts = JSON.parse(readFileSync(input, 'utf8')) as Fact[];
  const additions = JSON.parse(readFileSync(additionsFile, 'utf8')) as Addition[];
  const templates = buildTemplates(facts, additions, readResearch(process.argv[4] ?? RESEARCH_DIR));
  const out = fileURLToPath(new URL('../data/license-templates.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(templates, null, 2)}\n`);
  console.log(`Wrote ${templates.length} templates to ${out}`);
}
