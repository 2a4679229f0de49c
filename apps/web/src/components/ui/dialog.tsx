import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useUniqueId } from '../../lib/unique-id';
import { focusableIn, trapTab } from './focus-trap';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, a click on the backdrop, or the close button. */
  onClose: () => void;
  /** Accessible name of the × button. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape and the backdrop close it,
 * and focus returns to whatever opened it.
 */
export function Dialog({ open, title, onClose, closeLabel, children }: DialogProps) {
  const titleId = useUniqueId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel).find((el) => el.dataset.autofocus !== undefined) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab' && panelRef.current && trapTab(panelRef.current, event.shiftKey)) {
      event.preventDefault();
    }
  };

  return createPortal(
    // The backdrop is a mouse convenience; the keyboard closes with Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click closes, Escape is handled below
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // No focus move to the page behind: focus goes back to the opener.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      data-testid="dialog-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative my-auto w-full max-w-2xl rounded-2xl bg-white shadow-xl focus:outline-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
              <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
