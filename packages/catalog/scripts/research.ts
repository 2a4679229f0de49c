// The research of November 2026 (/work/shared/data/research-2026-11): facts read from official
// sources with a quotation (each file's -evidence.md), normalised here into catalogue entries. The
// research writes renewals its own way; `renewalOfResearch` turns them into the catalogue's rules
// without ever inventing a term (issue 27): no term seen → `printed`, the date on the licence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenewalRule } from '@lt/core';
import { sourceKindOf } from './source-kind';

export const RESEARCH_DIR = '/work/shared/data/research-2026-11';
/** The research towards the 100 largest municipalities (issue 28), kept in the repository. */
export const MUNICIPAL_100_FILE = fileURLToPath(new URL('../research/municipal-100.json', import.meta.url));
export const RESEARCH_ORIGIN = 'research-2026-11';

type Level = 'federal' | 'provincial' | 'municipal';
type Confidence = 'high' | 'medium' | 'low';

/** A renewal as the research writes it. */
export type ResearchRenewal =
  | { kind: 'term'; months: number | null; range_months?: number[]; options_months?: number[] }
  | { kind: 'fixed_date'; month: number; day: number }
  | { kind: 'none' }
  | { kind: 'unknown' }
  /** municipal-100.json's name for `unknown`: the date printed on the licence. */
  | { kind: 'printed' }
  /** An annual return due `months_after` months after the anniversary of incorporation. */
  | { kind: 'anniversary'; months_after: number };

/** One research fact, whichever file it comes from. */
export interface ResearchFact {
  /** Which file, for the left-out list and the report. */
  file:
    | 'activity-licences'
    | 'employer-registrations'
    | 'municipal-and-corrections'
    | 'municipal-more'
    | 'municipal-100';
  name: string;
  name_fr: string | null;
  level: Level;
  province: string | null;
  city: string | null;
  renewal: ResearchRenewal | null;
  issuing_authority: string;
  source_url: string;
  source_kind: 'official' | 'third-party';
  confidence: Confidence;
  checked_on: string;
  notes: string;
  /** municipal-and-corrections: the catalogue key the fact corrects. */
  corrects?: string;
  /** municipal-more: a note that the municipality issues no general licence, not a licence. */
  kind?: 'licence' | 'note';
}

/** The day the municipal-and-corrections facts were read (its evidence file: "Dates of reading"). */
const CORRECTIONS_CHECKED_ON = '2026-11-27';

interface RawFact {
  name: string;
  name_fr?: string | null;
  level: Level;
  province: string | null;
  city?: string | null;
  renewal?: ResearchRenewal | null;
  validity_months?: number | null;
  no_fixed_expiry?: boolean;
  issuing_authority: string;
  source_url: string;
  source_kind?: 'official' | 'third-party';
  official_source?: boolean;
  confidence: Confidence;
  checked_on?: string;
  notes?: string | null;
  recurring_filing?: string;
  applies_if?: string | null;
  corrects?: string;
  kind?: 'licence' | 'note';
}

function read(dir: string, file: ResearchFact['file']): RawFact[] {
  const path = file === 'municipal-100' ? MUNICIPAL_100_FILE : join(dir, `${file}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as RawFact[];
}

/** municipal-and-corrections writes the old shape (validity_months, no_fixed_expiry). */
function oldShapeRenewal(raw: RawFact): ResearchRenewal {
  if (raw.no_fixed_expiry) return { kind: 'none' };
  return { kind: 'term', months: raw.validity_months ?? null };
}

function normalise(file: ResearchFact['file'], raw: RawFact): ResearchFact {
  const kind =
    raw.source_kind ??
    (raw.official_source === false
      ? 'third-party'
      : raw.official_source
        ? 'official'
        : sourceKindOf(raw.source_url));
  const notes = [
    raw.applies_if ? `Who: ${raw.applies_if.replace(/\.$/, '')}.` : '',
    raw.notes ?? '',
    raw.recurring_filing ? `Recurring filing: ${raw.recurring_filing}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    file,
    name: raw.name,
    name_fr: raw.name_fr ?? null,
    level: raw.level,
    province: raw.province,
    city: raw.city ?? null,
    renewal: raw.renewal === undefined ? oldShapeRenewal(raw) : raw.renewal,
    issuing_authority: raw.issuing_authority,
    source_url: raw.source_url,
    source_kind: kind,
    // A third-party source is used only when nothing official was found, and then it is low.
    confidence: kind === 'third-party' ? 'low' : raw.confidence,
    checked_on: raw.checked_on ?? CORRECTIONS_CHECKED_ON,
    notes,
    corrects: raw.corrects,
    kind: raw.kind,
  };
}

export function readResearch(dir = RESEARCH_DIR): ResearchFact[] {
  const files = [
    'activity-licences',
    'employer-registrations',
    'municipal-and-corrections',
    'municipal-more',
    'municipal-100',
  ] as const;
  return files.flatMap((file) => read(dir, file).map((raw) => normalise(file, raw)));
}

/**
 * The catalogue's rule for a researched renewal: `term`, `fixed_date` and `none` as they are; a
 * term given as a range or a choice of terms, an unknown term, or none at all → `printed` (the date
 * printed on the licence); an annual return due after the anniversary → a 12-month term whose due
 * date offset is stated in the notes.
 */
export function renewalOfResearch(renewal: ResearchRenewal | null): RenewalRule {
  if (!renewal) return { kind: 'printed' };
  switch (renewal.kind) {
    case 'term':
      return renewal.months && !renewal.range_months && !renewal.options_months
        ? { kind: 'term', months: renewal.months }
        : { kind: 'printed' };
    case 'fixed_date':
      return { kind: 'fixed_date', month: renewal.month, day: renewal.day };
    case 'none':
      return { kind: 'none' };
    case 'unknown':
    case 'printed':
      return { kind: 'printed' };
    case 'anniversary':
      return { kind: 'term', months: 12 };
  }
}

/** What the notes add to explain a rule the catalogue could not state exactly. */
export function renewalNote(renewal: ResearchRenewal | null): string {
  if (!renewal || renewal.kind === 'unknown' || renewal.kind === 'printed')
    return 'No term was found in an official source: track the expiry date printed on the licence.';
  if (renewal.kind === 'term' && renewal.range_months)
    return `The term is set licence by licence (${renewal.range_months.join(' to ')} months): track the expiry date printed on the licence.`;
  if (renewal.kind === 'term' && renewal.options_months)
    return `The licensee chooses the term (${renewal.options_months.join(' or ')} months): track the expiry date printed on the licence.`;
  if (renewal.kind === 'term' && !renewal.months)
    return 'No term was found in an official source: track the expiry date printed on the licence.';
  if (renewal.kind === 'anniversary')
    return renewal.months_after === 0
      ? 'Due every year by the end of the anniversary month (of incorporation or registration).'
      : `Due every year within ${renewal.months_after} month${renewal.months_after === 1 ? '' : 's'} after the anniversary (of incorporation, registration or fiscal year-end, as the notes say).`;
  return '';
}
