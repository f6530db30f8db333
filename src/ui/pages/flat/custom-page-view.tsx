/** CUSTOM pages: sections built by the owner, rendered like the home page's. */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { resolveSectionData } from '../../../application/storefront/resolve-section-data';
import type { ResolvedSectionData } from '../../../domain/sections/section';
import { parseThemeDocument } from '../../../domain/theme/theme-document';
import { themeDocumentOf } from '../../sections/theme-sections';
import { useSectionContext } from '../../sections/section-context';
import { hasVisibleHero, preloadSections, SectionRenderer } from '../../sections/section-renderer';
import { baseHead, type FlatPageView } from './flat-page-view';

interface CustomPageData {
  sections: string;
  resolved: ResolvedSectionData;
}

export const customPageView: FlatPageView<CustomPageData> = {
  async load({ services, store, page, url }) {
    // The page's sections live in the theme (drafted and published with it, docs/editor.md); a page the
    // theme has never held (made before the studio could edit pages) keeps the sections of its row.
    const own = themeDocumentOf(services, store).pages[String(page.page_id)];
    const sections = own ? JSON.stringify(own) : await services.pages.customPageSections(page.page_id);
    const doc = parseThemeDocument(`{"sections":${sections}}`);
    const [resolved] = await Promise.all([
      resolveSectionData(services, doc.sections),
      preloadSections(doc.sections.map((section) => section.section_type_id)),
    ]);
    return { data: { sections, resolved }, head: baseHead(page, url.origin) };
  },
  Component: function CustomPage({ page, data }) {
    const { pathname } = useLocation();
    const context = useSectionContext(pathname);
    const sections = useMemo(() => parseThemeDocument(`{"sections":${data.sections}}`).sections, [data.sections]);
    const hasHero = hasVisibleHero(sections);
    return (
      <>
        {!hasHero && <h1 className="container pt-10">{page.breadcrumbs.at(-1)?.name ?? page.seo.title}</h1>}
        <SectionRenderer sections={sections} resolved={data.resolved} context={context} only="body" />
      </>
    );
  },
};
