import { TOAST_DURATION_MS, TOAST_LIMIT } from '@lt/core';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

export { toast };

/** Top-right toasts with the spec's durations (PRODUCT §9); loading toasts stay until dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();

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
