// Issue 28: the counts a note about the catalogue gives — templates by level, municipalities with
// templates or a note, renewal kinds, official vs third-party sources, checked dates — and the
// jurisdictions × recurring duties matrix: for the 13 provinces and territories and federally,
// which template(s) carry each duty, or "none" with the reason. Reads data/license-templates.json
// as built (run build-templates.ts first).
// Run: node --import tsx packages/catalog/scripts/coverage.ts   (or: npm run coverage -w @lt/catalog)
import { PROVINCE_CODES } from '@lt/core';
import { licenseTemplates, MUNICIPAL_NOTES } from '../src/index';
import type { LicenseTemplate } from '../src/schema';

type Duty =
  | 'workers_comp'
  | 'payroll_filing'
  | 'sales_tax'
  | 'health_tax'
  | 'annual_return'
  | 'business_name';

const DUTY_TITLES: Record<Duty, string> = {
  workers_comp: "Workers' comp registration",
  payroll_filing: 'Payroll filing',
  sales_tax: 'Sales tax',
  health_tax: 'Employer health tax',
  annual_return: 'Corporate annual return',
  business_name: 'Business name',
};

/** Workers' compensation boards, by the names their templates carry. */
const BOARD = /WSIB|WorkSafe|WCB|WSCC|WorkplaceNL|CNESST|WSCB/;

/**
 * Which duty a template carries, from its key and name (the matrix is a report, not a rule: the
 * rules are in applicability.ts). Clearance letters are a contractor's proof, not a duty of their own.
 */
function dutyOf(t: LicenseTemplate): Duty | null {
  const name = t.name;
  if (/clearance|attestation/i.test(name)) return null;
  if (BOARD.test(name) && /registration|account/i.test(name)) return 'workers_comp';
  if (
    /payroll (return|report|statement)|declaration of wages|premium report|assessment|insurable earnings|T4 information/i.test(
      name,
    )
  )
    return 'payroll_filing';
  if (/health tax|HE Levy|HAPSET|Health Services Fund/i.test(name)) return 'health_tax';
  if (/GST|HST|QST|PST|RST|sales tax/.test(name)) return 'sales_tax';
  if (/annual (return|report|registration)|mise à jour annuelle|RJSC/i.test(name)) return 'annual_return';
  if (/business name|trade name|sole proprietorship/i.test(name)) return 'business_name';
  return null;
}

/**
 * Duties a template carries besides its own: PEI's annual registration is also the payroll filing;
 * WCB Nova Scotia's payroll is reported monthly on the employer's account, a deadline the
 * registration's day facts state (research/duties-evidence.md) rather than a yearly template.
 */
const ALSO: Readonly<Record<string, Duty>> = {
  'provincial-pe-wcb-pei-employer-registration-renewed-annually': 'payroll_filing',
  'provincial-ns-wcb-nova-scotia-employer-registration': 'payroll_filing',
  // Revenu Québec's source-deduction account is where every employer pays the Health Services Fund.
  'provincial-qc-revenu-quebec-employer-source-deductions-and-health-services-fund-fss-contribution-rl-1-summary':
    'health_tax',
};

const GST_ONLY = 'GST only: the federal GST/HST registration';
const HST = 'HST: the federal GST/HST registration';
// Searched on 2026-11-27 (research/duties-evidence.md): no official page stating the date rule.
const NO_OFFICIAL = (seen: string) => `no official source states its date rule; searched 2026-11-27: ${seen}`;

/** Why a jurisdiction has no template for a duty (a blank cell must say why). */
const REASONS: Readonly<Record<string, Partial<Record<Duty, string>>>> = {
  federal: {
    workers_comp: 'provincial duty',
    health_tax: 'provincial duty',
    business_name: 'provincial duty',
  },
  ON: {
    sales_tax: HST,
  },
  QC: { business_name: 'the REQ registration of a sole proprietor is not yet a template (2008 note only)' },
  BC: {},
  AB: {
    sales_tax: GST_ONLY,
    health_tax: 'none in Alberta',
  },
  SK: {
    health_tax: 'none in Saskatchewan',
    annual_return: NO_OFFICIAL('the rule is quoted only from a third-party copy of ISC’s guide'),
  },
  MB: {
    annual_return: NO_OFFICIAL(
      'the Companies Office page seen names only cancellation after 2 years unfiled',
    ),
  },
  NB: { sales_tax: HST, health_tax: 'none in New Brunswick' },
  NS: {
    sales_tax: HST,
    health_tax: 'none in Nova Scotia',
  },
  PE: {
    sales_tax: HST,
    health_tax: 'none in Prince Edward Island',
    annual_return: NO_OFFICIAL('no PEI registry page found'),
  },
  NL: {
    sales_tax: HST,
    health_tax: 'HAPSET left out: official page from 2011, threshold unverified',
    business_name: 'no business-name registry in NL (official)',
  },
  YT: {
    sales_tax: GST_ONLY,
    health_tax: 'none in Yukon',
    annual_return: NO_OFFICIAL(
      'yukon.ca pages found cover societies and extra-territorial registration only',
    ),
  },
  NT: { sales_tax: GST_ONLY, health_tax: 'its payroll tax is deducted from employees’ pay; not researched' },
  NU: {
    sales_tax: GST_ONLY,
    health_tax: 'its payroll tax is deducted from employees’ pay; not researched',
    annual_return: NO_OFFICIAL('only a third-party copy of a Legal Registries guide, silent on it'),
    business_name: NO_OFFICIAL('no Legal Registries page found'),
  },
};

export function dutyMatrix(templates: readonly LicenseTemplate[]) {
  const rows = ['federal', ...PROVINCE_CODES];
  return rows.map((row) => {
    const mine = templates.filter((t) =>
      row === 'federal' ? t.level === 'federal' : t.level === 'provincial' && t.province === row,
    );
    const cells = Object.fromEntries(
      (Object.keys(DUTY_TITLES) as Duty[]).map((duty) => {
        const keys = mine.filter((t) => dutyOf(t) === duty || ALSO[t.key] === duty).map((t) => t.key);
        const reason = REASONS[row]?.[duty] ?? 'no reason recorded';
        return [duty, keys.length ? keys : `none (${reason})`];
      }),
    ) as Record<Duty, string[] | string>;
    return { jurisdiction: row, cells };
  });
}

const count = <T>(items: readonly T[], by: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => {
    const k = by(item);
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});

export function coverage(templates: readonly LicenseTemplate[]) {
  const municipal = templates.filter((t) => t.level === 'municipal');
  const places = new Set(municipal.map((t) => `${t.city}, ${t.province}`));
  const noted = MUNICIPAL_NOTES.map((n) => `${n.city}, ${n.province}`);
  return {
    templates: templates.length,
    byLevel: count(templates, (t) => t.level),
    municipalitiesWithTemplates: places.size,
    municipalNotes: noted.length,
    municipalitiesCovered: new Set([...places, ...noted]).size,
    renewalKinds: count(templates, (t) => t.renewal.kind),
    sources: count(templates, (t) => t.source_kind),
    checkedDates: templates.filter((t) => t.source_checked_on).length,
    noCheckedDate: templates.filter((t) => !t.source_checked_on).length,
    confidence: count(templates, (t) => t.confidence),
  };
}

function print() {
  const templates = licenseTemplates();
  const c = coverage(templates);
  const line = (label: string, value: unknown) =>
    console.log(`${label.padEnd(32)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  line('Templates', c.templates);
  line('By level', c.byLevel);
  line('Municipalities with templates', c.municipalitiesWithTemplates);
  line('Municipal notes', c.municipalNotes);
  line('Municipalities covered (either)', c.municipalitiesCovered);
  line('Renewal kinds', c.renewalKinds);
  line('Sources', c.sources);
  line('Checked date', `${c.checkedDates} with, ${c.noCheckedDate} without`);
  line('Confidence', c.confidence);
  console.log('\nJurisdictions × duties');
  for (const { jurisdiction, cells } of dutyMatrix(templates)) {
    console.log(`\n${jurisdiction}`);
    for (const [duty, value] of Object.entries(cells))
      console.log(
        `  ${DUTY_TITLES[duty as Duty].padEnd(28)} ${Array.isArray(value) ? value.join(', ') : value}`,
      );
  }
}

if (process.argv[1]?.endsWith('coverage.ts')) print();
