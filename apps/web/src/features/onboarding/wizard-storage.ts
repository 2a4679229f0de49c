// The wizard survives a reload in sessionStorage: form data only, never tokens.
import { activityByKey } from '@lt/core';
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
    let step = Number(saved.step);
    if (!(step >= 1 && step <= 5)) step = 1;
    // Only what the wizard knows: older shapes (the issue dates of before decision 013) are dropped.
    const known = Object.fromEntries(Object.entries(saved).filter(([key]) => key in fresh));
    const activity = activityByKey(typeof saved.activity === 'string' ? saved.activity : '');
    // A wizard saved before activities (issue 27) goes back to step 3 to say what the business does.
    if (step > 3 && !activity) step = 3;
    return {
      ...fresh,
      ...known,
      activity: activity?.key ?? '',
      business_type:
        activity?.business_type ?? (typeof saved.business_type === 'string' ? saved.business_type : ''),
      step: step as WizardData['step'],
      selected: Array.isArray(saved.selected) ? saved.selected.filter((id) => typeof id === 'string') : [],
      dates: readDates(saved.dates),
      answers: readAnswers(saved.answers),
      preticked: Array.isArray(saved.preticked) ? saved.preticked.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return fresh;
  }
}

/** Step 4's answers as saved: only true/false values. */
function readAnswers(saved: unknown): WizardData['answers'] {
  if (!saved || typeof saved !== 'object') return {};
  return Object.fromEntries(
    Object.entries(saved as Record<string, unknown>).filter(([, v]) => typeof v === 'boolean'),
  ) as WizardData['answers'];
}

/** The step-5 dates as saved, keeping only well-formed entries. */
function readDates(saved: unknown): WizardData['dates'] {
  if (!saved || typeof saved !== 'object') return {};
  const dates: WizardData['dates'] = {};
  for (const [id, entry] of Object.entries(saved as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    dates[id] = {
      noExpiry: e.noExpiry === true,
      printed: e.printed === true,
      expiry_date: typeof e.expiry_date === 'string' ? e.expiry_date : '',
      unknownExpiry: e.unknownExpiry === true,
      issued_date: typeof e.issued_date === 'string' ? e.issued_date : '',
    };
  }
  return dates;
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
