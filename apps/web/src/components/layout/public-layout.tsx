import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Frame of the public pages: skip link, header, main landmark, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
