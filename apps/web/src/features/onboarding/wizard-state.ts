// The onboarding wizard as pure data and rules (PRODUCT §2 /app/onboarding, §4, §5).
import {
  ACTIVITY_QUESTIONS,
  activityByKey,
  DEFAULT_NOTIFICATION_CHANNELS,
  isValidPlainDate,
  ONBOARDING_STEP_COUNT,
  type UserProfile,
} from '@lt/core';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/**
 * What step 5 asks of one chosen licence (decision 013): the expiry date printed on it or, when the
 * owner does not know it, the issue date (today unless changed). A licence with no expiry asks none.
 */
export interface LicenseDates {
  /** The template's rule is "none": no date is asked and none is sent. */
  noExpiry: boolean;
  /**
   * The template's rule is "printed" (no known term): the expiry date printed on the licence is
   * required, and "I don't know" is not offered (nothing to calculate it from).
   */
  printed: boolean;
  /** The expiry date printed on the licence (YYYY-MM-DD), or "". */
  expiry_date: string;
  /** "I don't know" the expiry date: the issue date is asked instead. */
  unknownExpiry: boolean;
  /** The issue date, used only when the expiry is unknown. */
  issued_date: string;
}

export interface WizardData {
  step: WizardStep;
  /**
   * The furthest step reached with Next: the address bar may go back to it, never past it (step 2's
   * Next saves the profile, which a typed `?step=3` must not skip).
   */
  reached: WizardStep;
  province: string;
  city: string;
  postal_code: string;
  full_name: string;
  phone_number: string;
  address: string;
  business_name: string;
  /** What the business does (issue 27), a key of core's ACTIVITIES, or '' while none is chosen. */
  activity: string;
  /** The activity's type (it follows from the activity; kept because the server checks it). */
  business_type: string;
  /** Chosen template ids, in the order they were ticked. */
  selected: string[];
  /** Step 4's answers to the activity questions (issue 19), by question key. */
  answers: Record<string, boolean>;
  /** Templates already ticked because they apply: ticked once, so the user may untick them. */
  preticked: string[];
  /** The dates given per chosen template id. */
  dates: Record<string, LicenseDates>;
  email: boolean;
  sms: boolean;
  /** Asked on step 5 when SMS is chosen and the profile has no phone number. */
  sms_phone: string;
  /** The profile's values were copied in once; later visits keep what the user typed. */
  prefilled: boolean;
}

/** The spec's message for each step whose checks fail (PRODUCT §5). */
export type StepError = 'location' | 'required' | 'business' | 'licenses' | 'dates';

export function initialWizard(): WizardData {
  return {
    step: 1,
    reached: 1,
    province: '',
    city: '',
    postal_code: '',
    full_name: '',
    phone_number: '',
    address: '',
    business_name: '',
    activity: '',
    business_type: '',
    selected: [],
    answers: {},
    preticked: [],
    dates: {},
    email: (DEFAULT_NOTIFICATION_CHANNELS as readonly string[]).includes('email'),
    sms: (DEFAULT_NOTIFICATION_CHANNELS as readonly string[]).includes('sms'),
    sms_phone: '',
    prefilled: false,
  };
}

/** Copies the profile into empty fields, once. */
export function prefillFromProfile(data: WizardData, profile: UserProfile): WizardData {
  if (data.prefilled) return data;
  const keep = (value: string, from: string | null) => value || from || '';
  return {
    ...data,
    province: keep(data.province, profile.province),
    city: keep(data.city, profile.city),
    postal_code: keep(data.postal_code, profile.postal_code),
    full_name: keep(data.full_name, profile.full_name),
    phone_number: keep(data.phone_number, profile.phone_number),
    address: keep(data.address, profile.address),
    prefilled: true,
  };
}

/** Null when the step may be left forward, else the message to show. */
export function checkStep(step: WizardStep, data: WizardData): StepError | null {
  switch (step) {
    case 1:
      return data.city.trim() && data.province ? null : 'location';
    case 2:
      return data.full_name.trim() && data.address.trim() ? null : 'required';
    case 3:
      return data.business_name.trim() && activityByKey(data.activity) ? null : 'business';
    case 4:
      return data.selected.length > 0 ? null : 'licenses';
    case 5:
      return data.selected.every((id) => datesComplete(data.dates[id])) ? null : 'dates';
  }
}

/**
 * Whether a licence's step-5 answer is complete: no expiry, a printed expiry, or an issue date (not
 * for a licence whose only expiry is the printed one).
 */
export function datesComplete(dates: LicenseDates | undefined): boolean {
  if (!dates || dates.noExpiry) return true;
  const byIssue = dates.unknownExpiry && !dates.printed;
  return isValidPlainDate(byIssue ? dates.issued_date : dates.expiry_date);
}

/** How step 5 dates a licence of this rule kind: nothing, the printed date only, or either. */
export type DatesKind = { noExpiry: boolean; printed: boolean };

export function datesKindOf(rule: { kind: string }): DatesKind {
  return { noExpiry: rule.kind === 'none', printed: rule.kind === 'printed' };
}

function freshDates(kind: DatesKind, today: string): LicenseDates {
  return { ...kind, expiry_date: '', unknownExpiry: false, issued_date: today };
}

export type WizardAction =
  | {
      type: 'update';
      patch: Partial<Omit<WizardData, 'step' | 'selected' | 'dates' | 'answers' | 'preticked'>>;
    }
  | { type: 'answer'; key: string; value: boolean }
  /**
   * The server's verdicts on the current answers: `apply` (with how each is dated) are ticked once,
   * `ruledOut` are unticked.
   */
  | { type: 'applyVerdicts'; apply: ({ id: string } & DatesKind)[]; ruledOut: string[]; today: string }
  | { type: 'prefill'; profile: UserProfile }
  /** `noExpiry`/`printed`: the template's renewal rule is "none"/"printed". */
  | ({ type: 'toggleTemplate'; id: string; today: string } & DatesKind)
  | { type: 'licenseDates'; id: string; patch: Partial<Omit<LicenseDates, 'noExpiry' | 'printed'>> }
  | { type: 'next' }
  /** Next passed its checks: `step` may now be shown (the address bar moves there next). */
  | { type: 'reach'; step: WizardStep }
  /** The address bar shows `step` (Back, Forward, a reload); `shownStep` has already clamped it. */
  | { type: 'goto'; step: WizardStep }
  | { type: 'back' }
  | { type: 'reset' };

/** Fields that decide which templates apply: changing one forgets the licences chosen for the old ones. */
const TEMPLATE_INPUTS = ['province', 'city', 'activity', 'business_type'] as const;

/**
 * A new answer, less the answers to the questions that follow another answer ("federally
 * incorporated?" once "incorporated?" is no): they are no longer asked, so no longer given.
 */
function answerWith(answers: Record<string, boolean>, key: string, value: boolean): Record<string, boolean> {
  const next = { ...answers, [key]: value };
  for (const q of ACTIVITY_QUESTIONS) {
    if (q.after?.key === key && q.after.when !== value) delete next[q.key];
  }
  return next;
}

export function wizardReducer(data: WizardData, action: WizardAction): WizardData {
  switch (action.type) {
    case 'update': {
      const next = { ...data, ...action.patch };
      // A new province makes the old city meaningless.
      if (
        action.patch.province !== undefined &&
        action.patch.province !== data.province &&
        !('city' in action.patch)
      )
        next.city = '';
      const changed = TEMPLATE_INPUTS.some((key) => next[key] !== data[key]);
      return changed ? { ...next, selected: [], dates: {}, answers: {}, preticked: [] } : next;
    }
    case 'answer':
      return { ...data, answers: answerWith(data.answers, action.key, action.value) };
    case 'applyVerdicts': {
      const fresh = action.apply.filter((t) => !data.preticked.includes(t.id));
      const ruledOut = new Set(action.ruledOut);
      if (fresh.length === 0 && !data.selected.some((id) => ruledOut.has(id))) return data;
      const dates = Object.fromEntries(Object.entries(data.dates).filter(([id]) => !ruledOut.has(id)));
      const selected = data.selected.filter((id) => !ruledOut.has(id));
      for (const t of fresh) {
        if (selected.includes(t.id)) continue;
        selected.push(t.id);
        dates[t.id] = freshDates({ noExpiry: t.noExpiry, printed: t.printed }, action.today);
      }
      return { ...data, selected, dates, preticked: [...data.preticked, ...fresh.map((t) => t.id)] };
    }
    case 'prefill':
      return prefillFromProfile(data, action.profile);
    case 'toggleTemplate': {
      if (data.selected.includes(action.id)) {
        const { [action.id]: _dropped, ...dates } = data.dates;
        return { ...data, selected: data.selected.filter((id) => id !== action.id), dates };
      }
      const dates = freshDates({ noExpiry: action.noExpiry, printed: action.printed }, action.today);
      return {
        ...data,
        selected: [...data.selected, action.id],
        dates: { ...data.dates, [action.id]: dates },
      };
    }
    case 'licenseDates': {
      if (!data.selected.includes(action.id)) return data;
      const current = data.dates[action.id] ?? {
        noExpiry: false,
        printed: false,
        expiry_date: '',
        unknownExpiry: false,
        issued_date: '',
      };
      return { ...data, dates: { ...data.dates, [action.id]: { ...current, ...action.patch } } };
    }
    case 'next': {
      // Forward only when the current step's checks pass (PRODUCT §4).
      if (checkStep(data.step, data) || data.step >= ONBOARDING_STEP_COUNT) return data;
      const step = (data.step + 1) as WizardStep;
      return { ...data, step, reached: Math.max(data.reached, step) as WizardStep };
    }
    case 'reach':
      return action.step > data.reached ? { ...data, reached: action.step } : data;
    case 'goto':
      return action.step === data.step ? data : { ...data, step: action.step };
    case 'back':
      return data.step > 1 ? { ...data, step: (data.step - 1) as WizardStep } : data;
    case 'reset':
      return initialWizard();
  }
}
