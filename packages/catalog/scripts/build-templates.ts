// Builds data/license-templates.json from license-facts.json (research notes, not in this repo)
// plus template-supplements.ts: stable keys, city names spelt as in data/cities-ca.json, and a
// renewal rule for each template.
// Run: npx tsx packages/catalog/scripts/build-templates.ts [path/to/license-facts.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizePlaceName, placeKey, type RenewalRule, samePlace } from '@lt/core';
import places from '../data/cities-ca.json' with { type: 'json' };
import { ADDED_FACTS, type Fact, FIXED_DATE_RENEWALS } from './template-supplements';

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

export function buildTemplates(facts: readonly Fact[]) {
  const all = [
    ...facts.map((fact) => ({ fact, origin: 'license-facts' as const })),
    ...ADDED_FACTS.map((fact) => ({ fact, origin: 'catalog' as const })),
  ];
  const templates = all.map(({ fact, origin }) => {
    const key = templateKey(fact);
    return {
      key,
      name: fact.name,
      level: fact.level,
      province: fact.province,
      city: fact.city === null ? null : placeSpelling(fact.city, fact.province),
      business_types: fact.business_types,
      default_validity_months: fact.validity_months,
      renewal: renewalOf(fact, key),
      no_fixed_expiry: fact.no_fixed_expiry,
      issuing_authority: fact.issuing_authority,
      source_url: fact.source_url,
      confidence: fact.confidence,
      source_checked: fact.source_checked,
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
  const facts = JSON.parse(readFileSync(input, 'utf8')) as Fact[];
  const templates = buildTemplates(facts);
  const out = fileURLToPath(new URL('../data/license-templates.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(templates, null, 2)}\n`);
  console.log(`Wrote ${templates.length} templates to ${out}`);
}
