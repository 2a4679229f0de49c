import { TOAST_DURATION_MS, TOAST_LIMIT } from '@lt/core';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

export { toast };

const CARRIED = 'lt.toast-after-reload';

/**
 * A success toast for the page the browser lands on next: a sign-out leaves the app (the provider's
 * end-session page) and loads it afresh, which a toast shown now would not survive. Once only.
 */
export function toastAfterReload(message: string): void {
  try {
    sessionStorage.setItem(CARRIED, message);
  } catch {
    // Storage refused (private mode): the toast shown before leaving is all there is.
  }
}

function showCarriedToast(): void {
  try {
    const message = sessionStorage.getItem(CARRIED);
    if (message === null) return;
    sessionStorage.removeItem(CARRIED);
    toast.success(message);
  } catch {
    // Storage refused: nothing was carried.
  }
}

/** Top-right toasts with the spec's durations (PRODUCT §9); loading toasts stay until dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(showCarriedToast, []);

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const extra of visible.slice(TOAST_LIMIT)) toast.dismiss(extra.id);
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        blank: { duration: TOAST_DURATION_MS.blank },
        error: { duration: TOAST_DURATION_MS.error },
        success: { duration: TOAST_DURATION_MS.success },
        custom: { duration: TOAST_DURATION_MS.custom },
        loading: { duration: Number.POSITIVE_INFINITY },
      }}
    />
  );
}
