const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden);
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab goes to the first and back.
 * Returns true when it moved the focus (the caller then prevents the browser's move).
 */
export function trapTab(root: HTMLElement, shiftKey: boolean): boolean {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return true;
  const active = document.activeElement;
  if (shiftKey && (active === first || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
