import { useLayoutEffect, useReducer } from 'react';
import { wizardReducer } from './wizard-state';
import { loadWizard, saveWizard } from './wizard-storage';

/** The wizard's state, saved to sessionStorage under `storageKey` after every change. */
export function useWizard(storageKey: string) {
  const [data, dispatch] = useReducer(wizardReducer, storageKey, (key) =>
    loadWizard(window.sessionStorage, key),
  );
  // A layout effect, not a plain one: it runs as the change is committed, whereas a plain effect
  // waits for the next frame, and a reload in that gap lost the last field typed.
  useLayoutEffect(() => {
    saveWizard(window.sessionStorage, storageKey, data);
  }, [storageKey, data]);
  return [data, dispatch] as const;
}
