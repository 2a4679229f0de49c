// The wizard's step lives in the address (issue 30): Next pushes `?step=N`, so the browser's Back and
// Forward move between steps instead of leaving the app. Step 1 keeps the bare /app/onboarding.
import { type Dispatch, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { checkStep, type WizardAction, type WizardData, type WizardStep } from './wizard-state';

/** What a wizard entry of the history carries: its step, and the step whose Next pushed it. */
interface StepState {
  wizardStep?: number;
  wizardFrom?: number;
}

function readStep(value: unknown): WizardStep | null {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= 5 ? (step as WizardStep) : null;
}

/** The query string for `step`, other parameters (e.g. `?from=reminder-email`) kept. */
export function searchForStep(search: string, step: WizardStep): string {
  const params = new URLSearchParams(search);
  if (step === 1) params.delete('step');
  else params.set('step', String(step));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The step an address asks for: `?step=N`, else the step its history entry was given (the bare
 * address of step 1), else none (an arrival: a link, the guard's redirect, a new sign-in).
 */
export function requestedStep(location: Pick<Location, 'search' | 'state'>): WizardStep | null {
  const fromQuery = readStep(new URLSearchParams(location.search).get('step'));
  if (fromQuery) return fromQuery;
  return readStep((location.state as StepState | null)?.wizardStep);
}

/**
 * The furthest step the wizard may show: not past the one Next last reached, nor past the first
 * step whose answers are incomplete (a province changed on step 1 forgets the licences of step 4).
 */
export function furthestStep(data: WizardData): WizardStep {
  // The step it is on was reached too (a draft may say so without `reached`).
  const reached = Math.max(data.reached, data.step) as WizardStep;
  for (let step = 1; step < reached; step += 1) {
    if (checkStep(step as WizardStep, data)) return step as WizardStep;
  }
  return reached;
}

/** The step to show: the one asked for (an arrival resumes the draft's), never past what is allowed. */
export function shownStep(requested: WizardStep | null, data: WizardData): WizardStep {
  return Math.min(requested ?? data.step, furthestStep(data)) as WizardStep;
}

export function useWizardStep(data: WizardData, dispatch: Dispatch<WizardAction>) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedStep(location);
  const step = shownStep(requested, data);
  const state = (location.state as StepState | null) ?? {};

  // Keep the draft's step and the address in line with the step shown; a step asked for with
  // earlier answers missing is replaced by the first incomplete one.
  useLayoutEffect(() => {
    if (data.step !== step) dispatch({ type: 'goto', step });
    if (requested !== step || state.wizardStep !== step) {
      void navigate(
        { search: searchForStep(location.search, step) },
        // The entry keeps where its Next came from only while that is still the step before.
        {
          replace: true,
          state: { wizardStep: step, ...(state.wizardFrom === step - 1 && { wizardFrom: step - 1 }) },
        },
      );
    }
  });

  /** After the step's checks (and saves) passed: a new history entry. */
  const next = () => {
    const to = Math.min(step + 1, 5) as WizardStep;
    dispatch({ type: 'reach', step: to });
    void navigate(
      { search: searchForStep(location.search, to) },
      { state: { wizardStep: to, wizardFrom: step } satisfies StepState },
    );
  };

  /** The wizard's own Back: the browser's Back when the previous entry is the step before. */
  const back = () => {
    if (step === 1) return;
    const to = (step - 1) as WizardStep;
    if (state.wizardFrom === to) {
      void navigate(-1);
      return;
    }
    void navigate(
      { search: searchForStep(location.search, to) },
      { replace: true, state: { wizardStep: to } },
    );
  };

  return { step, next, back };
}
