import type { ReactNode } from 'react';

/** A white panel with a border; `as` picks the element (section, li, article…). */
export function Card({
  as: Tag = 'div',
  className = '',
  children,
  ...rest
}: {
  as?: 'div' | 'section' | 'li' | 'article';
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
}) {
  return (
    <Tag className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`} {...rest}>
      {children}
    </Tag>
  );
}
