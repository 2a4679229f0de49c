// Builds data/license-templates.json from license-facts.json and license-facts-additions.json
// (research notes, not in this repo) plus template-supplements.ts: stable keys, city names spelt as
// in data/cities-ca.json, a renewal rule, a French name and the question that decides each template.
// Run: npx tsx packages/catalog/scripts/build-templates.ts [facts.json] [additions.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizePlaceName, placeKey, type RenewalRule, samePlace } from '@lt/core';
import places from '../data/cities-ca.json' with { type: 'json' };
import { conditionOf } from './conditions';
import { FRENCH_ALREADY, FRENCH_NAMES, QUEBEC_AUTHORITIES } from './french-names';
import {
  ADDED_FACTS,
  ADDITIONS_CHECKED_ON,
  ADDITIONS_LEFT_OUT,
  type Addition,
  type Fact,
  FIXED_DATE_RENEWALS,
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

type Origin = 'license-facts' | 'license-facts-additions' | 'catalog';

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

export function buildTemplates(facts: readonly Fact[], additions: readonly Addition[] = []) {
  const all = mergeFacts(facts, additions);
  const templates = all.map(({ fact, origin }) => {
    const key = templateKey(fact);
    const authority = QUEBEC_AUTHORITIES[fact.issuing_authority] ?? fact.issuing_authority;
    return {
      key,
      name: fact.name,
      name_fr: frenchName(fact.name),
      level: fact.level,
      province: fact.province,
      city: fact.city === null ? null : placeSpelling(fact.city, fact.province),
      business_types: fact.business_types,
      default_validity_months: fact.validity_months,
      renewal: renewalOf(fact, key),
      no_fixed_expiry: fact.no_fixed_expiry,
      issuing_authority: authority,
      source_url: fact.source_url,
      confidence: fact.confidence,
      source_checked: fact.source_checked,
      source_checked_on:
        origin === 'license-facts-additions' && fact.source_checked ? ADDITIONS_CHECKED_ON : null,
      condition: conditionOf(
        fact,
        all.map((a) => a.fact),
      ),
      notes: fact.notes,
      origin,
    };
  });
  const keys = new Set(templates.map((t) => t.key));
  if (keys.size !== templates.length) throw new Error('Template keys are not unique');
  const unused = Object.keys(FIXED_DATE_RENEWALS).filter((k) => !keys.has(k));
  if (unused.length) throw new Error(`Fixed dates for unknown templates: ${unused.join(', ')}`);
  return templates;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2] ?? '/work/shared/data/license-facts.json';
  const additionsFile = process.argv[3] ?? '/work/shared/data/license-facts-additions.json';
  const facts = JSON.parse(readFileSync(input, 'utf8')) as Fact[];
  const additions = JSON.parse(readFileSync(additionsFile, 'utf8')) as Addition[];
  const templates = buildTemplates(facts, additions);
  const out = fileURLToPath(new URL('../data/license-templates.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(templates, null, 2)}\n`);
  console.log(`Wrote ${templates.length} templates to ${out}`);
}
