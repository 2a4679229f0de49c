import { afterEach, describe, expect, it } from 'vitest';
import { initialWizard } from './wizard-state';
import { clearDraft, dropOtherDrafts, loadDraft, saveDraft, wizardStorageKey } from './wizard-storage';

const mine = wizardStorageKey('user-1');
const theirs = wizardStorageKey('user-2');
const draft = { ...initialWizard(), step: 3 as const, reached: 3 as const, business_name: 'Bistro Queen' };

describe('the wizard draft (issue 30)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('survives a new tab or sign-in (only localStorage left), this tab’s copy winning when there is one', () => {
    saveDraft(mine, draft);
    window.sessionStorage.clear();
    expect(loadDraft(mine)).toEqual(draft);
    window.sessionStorage.setItem(mine, JSON.stringify({ ...draft, business_name: 'This tab' }));
    expect(loadDraft(mine).business_name).toBe('This tab');
  });

  it('is cleared from both stores on completion', () => {
    saveDraft(mine, draft);
    clearDraft(mine);
    expect(window.sessionStorage.getItem(mine)).toBeNull();
    expect(window.localStorage.getItem(mine)).toBeNull();
    expect(loadDraft(mine)).toEqual(initialWizard());
  });

  it('drops the drafts another user left in this browser, and nothing else', () => {
    saveDraft(mine, draft);
    window.localStorage.setItem(theirs, JSON.stringify(draft));
    window.localStorage.setItem('lt.language', 'fr');
    dropOtherDrafts(mine);
    expect(window.localStorage.getItem(theirs)).toBeNull();
    expect(window.localStorage.getItem(mine)).not.toBeNull();
    expect(window.localStorage.getItem('lt.language')).toBe('fr');
  });
});
