/**
 * The theme's header and footer groups around any page (dynamic and default layouts). A transparent
 * header floats only over the home page's first hero: elsewhere it would cover the page's title.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SectionRenderer } from '../sections/section-renderer';
import { SECTION_TYPE_ID } from '../../domain/sections/section-types';
import { useGroupData, useThemeDocument } from '../app/use-store';
import { useSectionContext } from '../sections/section-context';

export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const context = useSectionContext(pathname);
  const resolved = useGroupData();
  const firstBody = doc.sections.find((section) => !section.is_hidden);
  const floatHeader = pathname === '/' && firstBody?.section_type_id === SECTION_TYPE_ID['hero-banner'];
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[1100] focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SectionRenderer sections={doc.groups.header} resolved={resolved} context={context} floatHeader={floatHeader} />
      <main id="main" tabIndex={-1} className="min-h-[50vh] outline-none">
        {children}
      </main>
      <SectionRenderer sections={doc.groups.footer} resolved={resolved} context={context} floatHeader={false} />
    </>
  );
}
