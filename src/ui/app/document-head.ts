/**
 * The document head of a page: title and robots of spec section 2, description and generator.
 * The server writes it into the HTML template; in the browser it is re-applied on navigation.
 */
import { GENERATOR, pageRobots, pageTitle, type Robots } from '../../domain/seo/page-meta';
import type { RouteHandle } from './route-handle';
import type { StoreInfo } from './store-loader';

export interface HeadData {
  title: string;
  robots: Robots;
  description: string;
  generator: string;
}

export function computeHead(input: { handles: unknown[]; store: StoreInfo | null; errorStatus: number | null }): HeadData {
  const handle = [...input.handles].reverse().find((h): h is RouteHandle => typeof (h as RouteHandle | undefined)?.pageKey === 'string');
  const siteTitle = input.store?.siteConfig.webTitle;
  const description = input.store?.siteConfig.webMeta.description ?? '';
  if (input.errorStatus !== null) {
    const name = input.errorStatus === 404 ? 'Page Not Found' : 'Internal Server Error';
    return { title: pageTitle({ pageKey: 'error', name, siteTitle }), robots: 'noindex, nofollow', description, generator: GENERATOR };
  }
  const pageKey = handle?.pageKey ?? 'home';
  return {
    title: pageTitle({ pageKey, name: handle?.name ?? null, siteTitle }),
    robots: pageRobots(pageKey),
    description,
    generator: GENERATOR,
  };
}
