import { describe, expect, it } from 'vitest';
import { initialWizard } from './wizard-state';
import { clearWizard, loadWizard, saveWizard, wizardStorageKey } from './wizard-storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('wizard storage', () => {
  const key = wizardStorageKey('user-1');

  it('round-trips the wizard under a per-user key', () => {
    const storage = memoryStorage();
    const data = { ...initialWizard(), step: 3 as const, city: 'Toronto', selected: ['t1'] };
    saveWizard(storage, key, data);
    expect(loadWizard(storage, key)).toEqual(data);
    expect(loadWizard(storage, wizardStorageKey('user-2'))).toEqual(initialWizard());
    clearWizard(storage, key);
    expect(storage.map.size).toBe(0);
  });

  it('starts afresh from nothing or from something unreadable', () => {
    const storage = memoryStorage();
    expect(loadWizard(storage, key)).toEqual(initialWizard());
    storage.setItem(key, '{not json');
    expect(loadWizard(storage, key)).toEqual(initialWizard());
    storage.setItem(key, JSON.stringify({ step: 42, selected: 'x', city: 'Ottawa' }));
    expect(loadWizard(storage, key)).toEqual({ ...initialWizard(), city: 'Ottawa' });
  });

  it('keeps well-formed step-5 dates and drops the issue dates of older versions', () => {
    const storage = memoryStorage();
    storage.setItem(
      key,
      JSON.stringify({
        step: 5,
        activity: 'full_service_restaurant',
        selected: ['t1', 't2'],
        issueDates: { t1: '2025-01-01' },
        dates: { t1: { expiry_date: '2026-03-31', unknownExpiry: 'yes', printed: true }, t2: 'garbage' },
      }),
    );
    expect(loadWizard(storage, key)).toEqual({
      ...initialWizard(),
      step: 5,
      // A draft from before `reached` had reached the step it was on.
      reached: 5,
      activity: 'full_service_restaurant',
      business_type: 'Restaurant',
      selected: ['t1', 't2'],
      dates: {
        t1: {
          noExpiry: false,
          printed: true,
          expiry_date: '2026-03-31',
          unknownExpiry: false,
          issued_date: '',
        },
      },
    });
  });

  it('sends a wizard saved before activities back to step 3, keeping its type; drops an unknown activity', () => {
    const storage = memoryStorage();
    storage.setItem(key, JSON.stringify({ step: 4, business_type: 'Retail', activity: 'juggling' }));
    expect(loadWizard(storage, key)).toEqual({
      ...initialWizard(),
      step: 3,
      reached: 3,
      business_type: 'Retail',
    });
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveWizard(full, key, initialWizard())).not.toThrow();
  });
});
