import type { ReactNode } from 'react';

export const th =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase whitespace-nowrap';
export const td = 'px-4 py-3 text-sm text-slate-800 align-top';

/**
 * A table that scrolls sideways inside its own focusable region on narrow screens (375 px), so
 * the page itself never scrolls horizontally and keyboard users can scroll it too.
 */
export function AdminTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}

/** One row spanning the table, for "nothing here yet". */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-8 text-center text-sm text-slate-600">
        {children}
      </td>
    </tr>
  );
}
