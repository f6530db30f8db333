/** Header and footer sections of the store's theme around any page (dynamic and default layouts). */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SectionRenderer } from '../sections/section-renderer';
import { useSectionContext, useThemeDocument } from '../app/use-store';

export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const context = useSectionContext(pathname);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[1100] focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SectionRenderer sections={doc.sections} resolved={{}} context={context} only="frame-header" />
      <main id="main" tabIndex={-1} className="min-h-[50vh] outline-none">
        {children}
      </main>
      <SectionRenderer sections={doc.sections} resolved={{}} context={context} only="frame-footer" />
    </>
  );
}
