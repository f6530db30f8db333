/**
 * The document head of a page: title and robots of spec section 2, description and generator,
 * overridden by the page's own head data (product or category meta, canonical URL, JSON-LD).
 * The server writes it into the HTML template; in the browser it is re-applied on navigation.
 */
import { escapeHtmlText, escapeInlineJson } from '../../domain/seo/escape-inline';
import type { PageHead } from '../../domain/seo/page-head';
import { GENERATOR, pageRobots, pageTitle, type Robots } from '../../domain/seo/page-meta';
import type { RouteHandle } from './route-handle';
import type { StoreInfo } from './store-loader';

export interface HeadData {
  title: string;
  robots: Robots;
  description: string;
  generator: string;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

export function computeHead(input: {
  handles: unknown[];
  store: StoreInfo | null;
  errorStatus: number | null;
  pageHead?: PageHead | null;
  origin?: string;
}): HeadData {
  const handle = [...input.handles].reverse().find((h): h is RouteHandle => typeof (h as RouteHandle | undefined)?.pageKey === 'string');
  const siteTitle = input.store?.siteConfig.webTitle;
  const description = input.store?.siteConfig.webMeta.description ?? '';
  const base = { generator: GENERATOR, canonical: null, jsonLd: [] };
  if (input.errorStatus !== null) {
    const name = input.errorStatus === 404 ? 'Page Not Found' : 'Internal Server Error';
    return { ...base, title: pageTitle({ pageKey: 'error', name, siteTitle }), robots: 'noindex, nofollow', description };
  }
  const pageKey = handle?.pageKey ?? 'home';
  const own = input.pageHead ?? {};
  const canonical = own.canonical ? absoluteUrl(own.canonical, input.origin) : null;
  return {
    ...base,
    title: pageTitle({ pageKey, name: own.title ?? handle?.name ?? null, siteTitle }),
    robots: own.robots ?? pageRobots(pageKey),
    description: own.description || description,
    canonical,
    jsonLd: own.jsonLd ?? [],
  };
}

function absoluteUrl(path: string, origin: string | undefined): string {
  if (/^https?:\/\//.test(path) || !origin) return path;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The head as HTML tags for the server's template. */
export function headTagsHtml(head: HeadData): string {
  return [
    `<title>${escapeHtmlText(head.title)}</title>`,
    `<meta name="robots" content="${head.robots}">`,
    `<meta name="generator" content="${escapeHtmlText(head.generator)}">`,
    head.description ? `<meta name="description" content="${escapeHtmlText(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtmlText(head.canonical)}">` : '',
    ...head.jsonLd.map((block) => `<script type="application/ld+json">${escapeInlineJson(JSON.stringify(block))}</script>`),
  ].join('');
}

/** The page's own head data: the deepest matched route's loader data `head`. */
export function pageHeadOf(loaderData: unknown[]): PageHead | null {
  for (const data of [...loaderData].reverse()) {
    const head = (data as { head?: PageHead } | null | undefined)?.head;
    if (head && typeof head === 'object') return head;
  }
  return null;
}
