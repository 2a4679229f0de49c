// Issue 28: every one of the 100 largest municipalities and every capital is answered with its
// municipal templates or a note, and can be chosen in the places data.
import { samePlace } from '@lt/core';
import { describe, expect, it } from 'vitest';
import {
  CAPITALS,
  canadianPlaces,
  LARGEST_MUNICIPALITIES,
  licenseTemplates,
  MUNICIPAL_NOTES,
  municipalNote,
  placeOf,
} from './index';

const templatesOf = (province: string, city: string) =>
  licenseTemplates().filter(
    (t) => t.level === 'municipal' && t.province === province && samePlace(t.city, city),
  );
const isPlace = (province: string, city: string) =>
  canadianPlaces().some((p) => p.province === province && samePlace(p.name, city));

describe('the 100 largest municipalities and the capitals', () => {
  it('are listed once each, ranked by population', () => {
    expect(LARGEST_MUNICIPALITIES.map((m) => m.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const [i, m] of LARGEST_MUNICIPALITIES.entries())
      if (i > 0) expect(m.population, m.name).toBeLessThan(LARGEST_MUNICIPALITIES[i - 1]!.population);
    const places = LARGEST_MUNICIPALITIES.map((m) => `${m.province}|${placeOf(m)}`);
    expect(new Set(places).size).toBe(100);
    expect(CAPITALS).toHaveLength(14);
  });

  it('each have municipal templates or a note, and are in the places data', () => {
    const all = [
      ...LARGEST_MUNICIPALITIES.map((m) => ({ province: m.province, city: placeOf(m) })),
      ...CAPITALS.map((c) => ({ province: c.province, city: c.name })),
    ];
    const unanswered = all.filter(
      ({ province, city }) => templatesOf(province, city).length === 0 && !municipalNote(province, city),
    );
    expect(unanswered).toEqual([]);
    expect(all.filter(({ province, city }) => !isPlace(province, city))).toEqual([]);
  });

  it('keep the City of North Vancouver apart from the District', () => {
    const city = templatesOf('BC', 'City of North Vancouver');
    const district = templatesOf('BC', 'North Vancouver');
    expect(city.map((t) => t.source_url)).toEqual([expect.stringContaining('cnv.org')]);
    expect(city[0]!.renewal).toEqual({ kind: 'fixed_date', month: 12, day: 31 });
    expect(district.every((t) => !t.source_url.includes('cnv.org'))).toBe(true);
  });
});

describe('municipal notes', () => {
  it('name a known place, say their kind in both languages, and never contradict a template', () => {
    for (const note of MUNICIPAL_NOTES) {
      const where = `${note.city}, ${note.province}`;
      expect(isPlace(note.province, note.city), where).toBe(true);
      expect(note.text_fr, where).not.toBe(note.text);
      if (note.kind === 'unverified') {
        expect(note.text, where).toMatch(/^We have not verified the business licence rules in .+ yet\./);
        expect(note.text_fr, where).toMatch(/^Nous n’avons pas encore vérifié/);
        // A municipality with verified templates is not "unverified".
        expect(templatesOf(note.province, note.city), where).toEqual([]);
      } else expect(note.kind, where).toBe('no_general_licence');
    }
    expect(new Set(MUNICIPAL_NOTES.map((n) => `${n.province}|${n.city}`)).size).toBe(MUNICIPAL_NOTES.length);
  });

  it('say so when a low-confidence absence was only "found", and find places whatever the spelling', () => {
    for (const city of ['Sault Ste. Marie', 'Aurora', 'Trois-Rivières', 'Clarington'])
      expect(MUNICIPAL_NOTES.find((n) => n.city === city)?.text, city).toMatch(
        /^No general business licence was found/,
      );
    expect(municipalNote('qc', 'trois rivieres')?.kind).toBe('no_general_licence');
    expect(municipalNote('QC', 'saint jerome')?.text).toContain('in Saint-Jérôme yet');
    expect(municipalNote('BC', 'Township of Langley')?.text_fr).toContain('dans le canton de Langley');
    // What an official page did say stays in the note, in both languages.
    expect(municipalNote('ON', 'Thunder Bay')?.text).toContain('eating establishments and food shops');
    expect(municipalNote('ON', 'Thunder Bay')?.text_fr).toContain('maîtres plombiers');
    expect(municipalNote('ON', 'Toronto')).toBeUndefined();
    expect(municipalNote('NB', 'Sherbrooke')).toBeUndefined();
  });
});
