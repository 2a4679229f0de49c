import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useWizard } from './use-wizard';
import { useWizardStep } from './use-wizard-step';
import { initialWizard, type WizardData } from './wizard-state';
import { wizardStorageKey } from './wizard-storage';

const key = wizardStorageKey('user-1');
const filled: Partial<WizardData> = {
  province: 'ON',
  city: 'Toronto',
  full_name: 'Pat Owner',
  address: '1 King St W',
  business_name: 'Bistro Queen',
  activity: 'full_service_restaurant',
  business_type: 'Restaurant',
};

let steps: ReturnType<typeof useWizardStep>;
function Harness() {
  const [data, dispatch] = useWizard(key);
  steps = useWizardStep(data, dispatch);
  return <p>{`step ${data.step}: ${data.business_name}`}</p>;
}

function open(path: string, saved?: Partial<WizardData>) {
  if (saved) window.localStorage.setItem(key, JSON.stringify({ ...initialWizard(), ...saved }));
  const router = createMemoryRouter([{ path: '/app/onboarding', Component: Harness }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByText(/^step \d/).textContent;

describe('the wizard steps in the browser history (issue 30)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('Next pushes a step; Back and Forward move between steps with the answers kept', async () => {
    const router = open('/app/onboarding?from=reminder-email', filled);
    expect(shown()).toBe('step 1: Bistro Queen');
    await act(async () => steps.next());
    await act(async () => steps.next());
    expect(shown()).toBe('step 3: Bistro Queen');
    expect(router.state.location.search).toBe('?from=reminder-email&step=3');

    await act(async () => router.navigate(-1));
    await act(async () => router.navigate(-1));
    expect(shown()).toBe('step 1: Bistro Queen');
    expect(router.state.location.search).toBe('?from=reminder-email');
    await act(async () => router.navigate(1));
    expect(shown()).toBe('step 2: Bistro Queen');
    // The wizard's own Back is the browser's Back here: Forward still leads to step 2.
    await act(async () => steps.back());
    expect(shown()).toBe('step 1: Bistro Queen');
    await act(async () => router.navigate(1));
    expect(shown()).toBe('step 2: Bistro Queen');
  });

  it('an address past the answers given goes to the first incomplete step', async () => {
    const router = open('/app/onboarding?step=5', { ...filled, business_name: '', step: 4, reached: 4 });
    expect(shown()).toBe('step 3: ');
    expect(router.state.location.search).toBe('?step=3');
  });

  it('never past the step Next reached (step 2 saves the profile)', async () => {
    const router = open('/app/onboarding?step=3', { ...filled, step: 1, reached: 1 });
    expect(shown()).toBe('step 1: Bistro Queen');
    expect(router.state.location.search).toBe('');
  });

  it('an arrival (a new sign-in, the guard) resumes the draft at its step', async () => {
    const router = open('/app/onboarding', { ...filled, step: 3, reached: 3 });
    expect(shown()).toBe('step 3: Bistro Queen');
    expect(router.state.location.search).toBe('?step=3');
  });
});
