import { useEffect, useLayoutEffect, useReducer } from 'react';
import { wizardReducer } from './wizard-state';
import { dropOtherDrafts, loadDraft, saveDraft } from './wizard-storage';

/** The wizard's state, saved as the user's draft (see wizard-storage) after every change. */
export function useWizard(storageKey: string) {
  const [data, dispatch] = useReducer(wizardReducer, storageKey, (key) => loadDraft(key));
  // A layout effect, not a plain one: it runs as the change is committed, whereas a plain effect
  // waits for the next frame, and a reload in that gap lost the last field typed.
  useLayoutEffect(() => {
    saveDraft(storageKey, data);
  }, [storageKey, data]);
  useEffect(() => dropOtherDrafts(storageKey), [storageKey]);
  return [data, dispatch] as const;
}
