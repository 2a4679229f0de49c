// The wizard's answers survive a reload, a new tab and a new sign-in (issue 30): kept in this tab's
// sessionStorage and in localStorage, keyed by user; form data only, never tokens.
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
    // A draft saved before `reached` existed had reached the step it was on.
    const savedReached = Number(saved.reached);
    const reached = savedReached >= 1 && savedReached <= 5 ? savedReached : step;
    return {
      ...fresh,
      ...known,
      reached: reached as WizardData['reached'],
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

type DraftStores = { session: Storage; local: Storage };

function browserStores(): DraftStores {
  return { session: window.sessionStorage, local: window.localStorage };
}

/**
 * The user's draft: this tab's copy first (two tabs may each hold their own), else the one kept
 * across tabs and sign-ins (a session that expired mid-wizard signs in again in a fresh page).
 */
export function loadDraft(key: string, stores: DraftStores = browserStores()): WizardData {
  try {
    if (stores.session.getItem(key) === null && stores.local.getItem(key) !== null)
      return loadWizard(stores.local, key);
  } catch {
    // Storage blocked: the tab's copy (or a fresh wizard) it is.
  }
  return loadWizard(stores.session, key);
}

export function saveDraft(key: string, data: WizardData, stores: DraftStores = browserStores()): void {
  saveWizard(stores.session, key, data);
  saveWizard(stores.local, key, data);
}

/** Onboarding completed: no copy of the answers is left behind. */
export function clearDraft(key: string, stores: DraftStores = browserStores()): void {
  clearWizard(stores.session, key);
  clearWizard(stores.local, key);
}

/**
 * Drops the drafts other users left in this browser (a shared computer): someone else's name and
 * address are not kept once another account signs in.
 */
export function dropOtherDrafts(key: string, storage: Storage = window.localStorage): void {
  try {
    const others: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name?.startsWith(PREFIX) && name !== key) others.push(name);
    }
    for (const name of others) storage.removeItem(name);
  } catch {
    // Nothing to do.
  }
}
