import { useEffect, useReducer } from 'react';
import { wizardReducer } from './wizard-state';
import { loadWizard, saveWizard } from './wizard-storage';

/** The wizard's state, saved to sessionStorage under `storageKey` after every change. */
export function useWizard(storageKey: string) {
  const [data, dispatch] = useReducer(wizardReducer, storageKey, (key) =>
    loadWizard(window.sessionStorage, key),
  );
  useEffect(() => {
    saveWizard(window.sessionStorage, storageKey, data);
  }, [storageKey, data]);
  return [data, dispatch] as const;
}
