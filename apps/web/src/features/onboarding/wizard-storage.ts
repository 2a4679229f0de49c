// The wizard survives a reload in sessionStorage: form data only, never tokens.
import { initialWizard, type WizardData } from './wizard-state';

const PREFIX = 'lt.onboarding.';

export function wizardStorageKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The saved wizard, or a fresh one when nothing (or something unreadable) is stored. */
export function loadWizard(storage: Pick<Storage, 'getItem'>, key: string): WizardData {
  const fresh = initialWizard();
  try {
    const raw = storage.getItem(key);
    if (!raw) return fresh;
    const saved = JSON.parse(raw) as Partial<WizardData>;
    if (!saved || typeof saved !== 'object') return fresh;
    const step = Number(saved.step);
    return {
      ...fresh,
      ...saved,
      step: step >= 1 && step <= 5 ? (step as WizardData['step']) : 1,
      selected: Array.isArray(saved.selected) ? saved.selected.filter((id) => typeof id === 'string') : [],
      issueDates: saved.issueDates && typeof saved.issueDates === 'object' ? saved.issueDates : {},
    };
  } catch {
    return fresh;
  }
}

export function saveWizard(storage: Pick<Storage, 'setItem'>, key: string, data: WizardData): void {
  try {
    storage.setItem(key, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizard(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
