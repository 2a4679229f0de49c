import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, todayIn } from './plain-date';
import { PROVINCE_CODES } from './provinces';
import {
  CANADIAN_TIME_ZONES,
  canonicalTimeZone,
  PROVINCE_TIME_ZONES,
  timeZoneFor,
  timeZoneOverrides,
} from './time-zones';

const DEPRECATED =
  /^(Canada\/|America\/(Montreal|Thunder_Bay|Nipigon|Rainy_River|Pangnirtung|Yellowknife|Coral_Harbour)$)/;

describe('timeZoneFor', () => {
  it('defaults by province', () => {
    expect(timeZoneFor('NL')).toBe('America/St_Johns');
    expect(timeZoneFor('sk', 'Saskatoon')).toBe('America/Regina');
    expect(timeZoneFor('NT', 'Yellowknife')).toBe('America/Edmonton');
    expect(timeZoneFor('QC', 'Montréal')).toBe('America/Toronto');
    expect(timeZoneFor('YT', null)).toBe('America/Whitehorse');
    for (const code of PROVINCE_CODES) expect(timeZoneFor(code)).toBe(PROVINCE_TIME_ZONES[code]);
  });

  it.each([
    ['ON', 'Kenora', 'America/Winnipeg'],
    ['ON', 'Dryden', 'America/Winnipeg'],
    ['ON', 'Rainy River', 'America/Winnipeg'],
    ['ON', 'Atikokan', 'America/Atikokan'],
    ['BC', 'Cranbrook', 'America/Edmonton'],
    ['BC', 'Golden', 'America/Edmonton'],
    ['BC', 'Fernie', 'America/Edmonton'],
    ['BC', 'Invermere', 'America/Edmonton'],
    ['BC', 'Creston', 'America/Creston'],
    ['BC', 'Dawson Creek', 'America/Dawson_Creek'],
    ['BC', 'Fort St. John', 'America/Dawson_Creek'],
    ['BC', 'fort st john', 'America/Dawson_Creek'],
    ['BC', 'Fort Nelson', 'America/Fort_Nelson'],
    ['SK', 'Lloydminster', 'America/Edmonton'],
    ['NL', 'Labrador City', 'America/Goose_Bay'],
    ['NL', 'HAPPY VALLEY-GOOSE BAY', 'America/Goose_Bay'],
    ['NL', 'Wabush', 'America/Goose_Bay'],
    ['NU', 'Cambridge Bay', 'America/Cambridge_Bay'],
    ['NU', 'Rankin Inlet', 'America/Rankin_Inlet'],
    ['NU', 'Resolute', 'America/Resolute'],
    ['NU', 'Coral Harbour', 'America/Atikokan'],
    ['NT', 'Inuvik', 'America/Inuvik'],
    ['YT', 'Dawson City', 'America/Dawson'],
    ['YT', 'Dawson', 'America/Dawson'],
    ['QC', 'Blanc-Sablon', 'America/Blanc-Sablon'],
    ['QC', 'blanc sablon', 'America/Blanc-Sablon'],
    ['NS', 'Glace Bay', 'America/Glace_Bay'],
    ['NS', 'Sydney', 'America/Glace_Bay'],
  ])('%s %s → %s', (province, city, zone) => {
    expect(timeZoneFor(province, city)).toBe(zone);
  });

  it('only overrides inside the right province', () => {
    expect(timeZoneFor('ON', 'Golden')).toBe('America/Toronto');
    expect(timeZoneFor('AB', 'Lloydminster')).toBe('America/Edmonton');
    expect(timeZoneFor('NS', 'Sydney Mines')).toBe('America/Glace_Bay');
  });

  it('rejects unknown provinces', () => {
    expect(() => timeZoneFor('XX')).toThrow(RangeError);
  });

  it('only emits current zone.tab names that Intl knows', () => {
    const zones = new Set([...Object.values(PROVINCE_TIME_ZONES), ...timeZoneOverrides().map((o) => o.zone)]);
    for (const zone of zones) {
      expect(CANADIAN_TIME_ZONES).toContain(zone);
      expect(zone).not.toMatch(DEPRECATED);
      expect(() => todayIn(zone, new Date(0))).not.toThrow();
    }
  });
});

describe('canonicalTimeZone', () => {
  it('maps deprecated links to current zones', () => {
    expect(canonicalTimeZone('America/Montreal')).toBe('America/Toronto');
    expect(canonicalTimeZone('America/Yellowknife')).toBe('America/Edmonton');
    expect(canonicalTimeZone('Canada/Newfoundland')).toBe('America/St_Johns');
    expect(canonicalTimeZone('America/Vancouver')).toBe('America/Vancouver');
  });
});

describe('"today" in the business time zone', () => {
  const stJohns = timeZoneFor('NL', "St. John's");
  const vancouver = timeZoneFor('BC', 'Vancouver');

  it('differs between St. John’s and Vancouver in the evening', () => {
    // 2026-03-08 is the day DST starts. At 02:45Z both are still on 7 March (23:15 NST, 18:45 PST).
    expect(todayIn(stJohns, new Date('2026-03-08T02:45:00Z'))).toBe('2026-03-07');
    expect(todayIn(vancouver, new Date('2026-03-08T02:45:00Z'))).toBe('2026-03-07');
    // At 04:00Z St. John's has passed midnight (00:30 NST), Vancouver has not (20:00 PST).
    expect(todayIn(stJohns, new Date('2026-03-08T04:00:00Z'))).toBe('2026-03-08');
    expect(todayIn(vancouver, new Date('2026-03-08T04:00:00Z'))).toBe('2026-03-07');
    // In summer the offsets are −2:30 and −7: 03:00Z is 00:30 in St. John's, 20:00 in Vancouver.
    expect(todayIn(stJohns, new Date('2026-07-01T03:00:00Z'))).toBe('2026-07-01');
    expect(todayIn(vancouver, new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it('keeps the date through DST transitions', () => {
    // Spring forward in St. John's at 02:00 NST = 05:30Z; fall back in Toronto at 02:00 EDT = 06:00Z.
    expect(todayIn(stJohns, new Date('2026-03-08T05:29:00Z'))).toBe('2026-03-08');
    expect(todayIn(stJohns, new Date('2026-03-08T05:31:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/Toronto', new Date('2026-11-01T05:59:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/Toronto', new Date('2026-11-01T06:01:00Z'))).toBe('2026-11-01');
    // Midnight after fall back: 2026-11-02T00:00 EST = 05:00Z.
    expect(todayIn('America/Toronto', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/Toronto', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // Regina keeps CST all year: midnight is 06:00Z in March and in July.
    expect(todayIn('America/Regina', new Date('2026-07-01T05:59:00Z'))).toBe('2026-06-30');
    expect(todayIn('America/Regina', new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01');
  });

  it('is the same day or one day ahead in St. John’s compared with Vancouver', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const gap = daysBetween(todayIn(vancouver, instant), todayIn(stJohns, instant));
          const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
          // St. John's is 4:30 (summer and winter alike) ahead of Vancouver: different days only when
          // St. John's has passed midnight and Vancouver has not, i.e. 02:30Z–07:00Z.
          return gap === 0 || (gap === 1 && utcMinutes >= 150 && utcMinutes < 480);
        },
      ),
    );
  });
});
