import type { ReactNode } from 'react';

/** The h1 of a screen in the signed-in area, with room for actions on the right. */
export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{children}</h1>
      {actions}
    </div>
  );
}
