/**
 * A page built from a template (docs/editor.md, "Pages"): the template's sections above and below the page's
 * built-in body (the product, the listing, the cart), as the owner placed them in the studio.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { aroundBody, type TemplateName } from '../../domain/theme/theme-pages';
import { useThemeDocument } from '../app/use-store';
import { useSectionContext } from './section-context';
import { SectionRenderer } from './section-renderer';

export function TemplateSections({
  template,
  resolved,
  children,
}: {
  template: TemplateName;
  resolved: ResolvedSectionData;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const context = useSectionContext(pathname);
  const { above, below } = aroundBody(useThemeDocument().templates[template]);
  return (
    <>
      {above.length > 0 && <SectionRenderer sections={above} resolved={resolved} context={context} only="body" />}
      {children}
      {below.length > 0 && <SectionRenderer sections={below} resolved={resolved} context={context} only="body" />}
    </>
  );
}
