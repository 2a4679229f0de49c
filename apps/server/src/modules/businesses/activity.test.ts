// Issue 27 (decision 041): a business says what it does by an activity; its type follows, and it
// keeps its yes/no answers for its suggestions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

describe.each(DB_KINDS)('a business’s activity and answers (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  it('takes its type from its activity, keeps its answers, and refuses a type that disagrees (issue 27)', async () => {
    const created = await api.post('/api/businesses/', {
      business_name: 'Salon Émile',
      activity: 'hair_salon_barber',
      answers: { has_employees: true },
      city: 'Toronto',
      province: 'ON',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      business_type: 'Other',
      activity: 'hair_salon_barber',
      answers: { has_employees: true },
    });
    const id = created.json().id;
    // A new activity sets the type; answers merge with those kept.
    const moved = await api.put(`/api/businesses/${id}/`, {
      activity: 'nail_esthetics_spa',
      answers: { incorporated: false },
    });
    expect(moved.json()).toMatchObject({
      business_type: 'Other',
      activity: 'nail_esthetics_spa',
      answers: { has_employees: true, incorporated: false },
    });
    // A new type that is not the activity's drops the activity.
    const retyped = await api.put(`/api/businesses/${id}/`, { business_type: 'Retail' });
    expect(retyped.json()).toMatchObject({ business_type: 'Retail', activity: null });

    const mismatch = await api.post('/api/businesses/', {
      business_name: 'Salon Émile',
      activity: 'hair_salon_barber',
      business_type: 'Restaurant',
      city: 'Toronto',
      province: 'ON',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe(
      'business_type: must be Other for the activity hair_salon_barber (or left out)',
    );
    const unknown = await api.post('/api/businesses/', {
      business_name: 'Juggler',
      activity: 'juggling',
      city: 'Toronto',
      province: 'ON',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/^activity: /);
    const badAnswer = await api.post('/api/businesses/', {
      business_name: 'Salon',
      activity: 'hair_salon_barber',
      answers: { has_employees: 'yes' },
      city: 'Toronto',
      province: 'ON',
    });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().detail).toMatch(/^answers: .*true or false/);
    const count = await api.get('/api/businesses/');
    expect(
      count.json().filter((b: { business_name: string }) => b.business_name === 'Salon Émile'),
    ).toHaveLength(1);
  });
});
