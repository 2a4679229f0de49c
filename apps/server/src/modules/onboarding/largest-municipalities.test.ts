// Issue 28, done when: GET /api/onboarding/license-templates answers each of the 100 largest
// municipalities (and every capital) with municipal templates or a note, and says which kind of note.
import { CAPITALS, LARGEST_MUNICIPALITIES, placeOf } from '@lt/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';

interface Step4 {
  municipal: { city: string | null }[];
  no_general_licence: boolean;
  municipal_note: { kind: string; text: string; text_fr: string } | null;
}

// A municipality's templates may be for some business types only (Niagara Falls': short-term
// rentals, "Other"; Markham's: driveway paving): these three, in turn, reach every one.
const TYPES = ['Restaurant', 'Other', 'Construction'];

// PGlite only: the answer is the catalogue's, and the template queries behind it run on both
// databases in routes.test.ts and activity-questions.test.ts; 114 places twice would cost CI time.
describe('the 100 largest municipalities in onboarding step 4', () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  const step4 = async (type: string, province: string, city: string): Promise<Step4> => {
    const query = new URLSearchParams({ business_type: type, province, city });
    const response = await api.get(`/api/onboarding/license-templates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers every one, and every capital, with municipal templates or a note', async () => {
    const places = [
      ...LARGEST_MUNICIPALITIES.map((m) => [m.province, placeOf(m)] as const),
      ...CAPITALS.map((c) => [c.province, c.name] as const),
    ];
    const unanswered: string[] = [];
    const kinds: Record<string, number> = {};
    for (const [province, city] of places) {
      let answered = false;
      for (const type of TYPES) {
        const result = await step4(type, province, city);
        if (result.municipal_note)
          kinds[result.municipal_note.kind] = (kinds[result.municipal_note.kind] ?? 0) + 1;
        answered = !!result.municipal_note || result.municipal.length > 0;
        if (answered) break;
      }
      if (!answered) unanswered.push(`${city}, ${province}`);
    }
    expect(unanswered).toEqual([]);
    // Notes of both kinds are among them (the rest have templates).
    expect(kinds.unverified).toBeGreaterThan(0);
    expect(kinds.no_general_licence).toBeGreaterThan(0);
  });

  it('says which kind of note, in both languages', async () => {
    const welland = await step4('Retail', 'ON', 'Welland');
    expect(welland).toMatchObject({ municipal: [], no_general_licence: false });
    expect(welland.municipal_note).toEqual({
      kind: 'unverified',
      text: expect.stringContaining('We have not verified the business licence rules in Welland yet.'),
      text_fr: expect.stringContaining(
        'Nous n’avons pas encore vérifié les règles sur les permis d’entreprise à Welland.',
      ),
    });
    const aurora = await step4('Retail', 'ON', 'aurora');
    expect(aurora.no_general_licence).toBe(true);
    expect(aurora.municipal_note).toMatchObject({
      kind: 'no_general_licence',
      text: expect.stringMatching(/was found/),
    });
    const cityOfNorthVan = await step4('Retail', 'BC', 'City of North Vancouver');
    expect(cityOfNorthVan.municipal.map((x) => x.city)).toEqual(['City of North Vancouver']);
    expect(cityOfNorthVan.municipal_note).toBeNull();
  });
});
