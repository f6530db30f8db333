/** The home page: the store's body sections from themeData, with their catalogue data resolved. */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { resolveSectionData } from '../../application/storefront/resolve-section-data';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { servicesFrom } from '../app/services-holder';
import { themeDocumentOf } from '../sections/theme-sections';
import { requireStore } from '../app/store-loader';
import { useThemeDocument } from '../app/use-store';
import { useSectionContext } from '../sections/section-context';
import { hasVisibleHero, preloadSections, SectionRenderer } from '../sections/section-renderer';

export async function homeLoader({ context, request }: LoaderFunctionArgs) {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const doc = themeDocumentOf(services, store);
  // The head's structured data reads section contents: loaded beside the sections, off other pages' first load.
  const [resolved, { homeHead }] = await Promise.all([
    resolveSectionData(services, doc.sections),
    import('./home-head'),
    preloadSections(doc.sections.map((section) => section.section_type_id)),
  ]);
  return { resolved, head: homeHead(store, doc, new URL(request.url).origin) };
}

export function HomePage() {
  const { resolved } = useLoaderData() as { resolved: ResolvedSectionData };
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const context = useSectionContext(pathname);
  // The first hero carries the page's h1; a home page without one still needs a top-level heading.
  const hasHero = hasVisibleHero(doc.sections);
  return (
    <>
      {!hasHero && <h1 className="sr-only">{context.storeTitle}</h1>}
      <SectionRenderer sections={doc.sections} resolved={resolved} context={context} only="body" />
    </>
  );
}
