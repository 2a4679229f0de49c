import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWizard } from './use-wizard';
import type { WizardAction } from './wizard-state';
import { loadWizard, wizardStorageKey } from './wizard-storage';

const key = wizardStorageKey('user-1');

describe('useWizard', () => {
  afterEach(() => window.sessionStorage.clear());

  it('has saved a change by the time the browser could reload, not a frame later', async () => {
    let dispatch: (action: WizardAction) => void = () => {};
    function Harness() {
      const [, d] = useWizard(key);
      dispatch = d;
      return null;
    }
    render(<Harness />);
    // Outside act(): as a browser event would, the render runs on the next microtask; an effect
    // deferred to the next frame would not have run yet when a reload starts.
    dispatch({ type: 'update', patch: { business_type: 'Restaurant' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadWizard(window.sessionStorage, key).business_type).toBe('Restaurant');
  });
});
