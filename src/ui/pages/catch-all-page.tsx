/**
 * The catch-all `/{slug...}`: a flat URL resolves through the store API to a page type (product,
 * listing, custom page, collections); a slug that resolves to nothing is 'Page Not Found: {fullPath}',
 * and a renamed product's old handle is a 301 to its current one.
 */
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';
import type { FlatPageData } from './flat/flat-page-view';
import { FLAT_PAGE_VIEWS, TEMPLATE_OF } from './flat/flat-page-registry';
import { loadTemplate } from '../sections/theme-sections';
import { TemplateSections } from '../sections/template-sections';

function notFound(url: URL): never {
  throw data(`Page Not Found: ${url.pathname}${url.search}`, { status: 404 });
}

function slugOf(url: URL): string | null {
  try {
    const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
    return path && !path.includes('/') ? path.toLowerCase() : null;
  } catch {
    return null;
  }
}

export async function catchAllLoader({ request, context }: LoaderFunctionArgs): Promise<FlatPageData> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const url = new URL(request.url);
  const slug = slugOf(url);
  if (!slug) notFound(url);
  const page = await services.pages.resolvePage(slug);
  const view = page ? FLAT_PAGE_VIEWS[page.page_type_id] : undefined;
  if (!page || !view) notFound(url);
  // A renamed product's old handle (decision 81): moved for good, so links and search engines follow.
  if (page.slug !== slug) throw redirect(`/${page.slug}${url.search}`, 301);
  const templateName = TEMPLATE_OF[page.page_type_id];
  const [loaded, template] = await Promise.all([
    view.load({ services, store, page, url }),
    templateName ? loadTemplate(services, store, templateName) : null,
  ]);
  return { page, data: loaded.data, ...(loaded.head ? { head: loaded.head } : {}), ...(template ? { template } : {}) };
}

export function CatchAllPage() {
  const { page, data: pageData, template } = useLoaderData() as FlatPageData;
  const view = FLAT_PAGE_VIEWS[page.page_type_id];
  if (!view) return null;
  const body = <view.Component page={page} data={pageData} />;
  return template ? (
    <TemplateSections template={template.template} resolved={template.resolved}>
      {body}
    </TemplateSections>
  ) : (
    body
  );
}
