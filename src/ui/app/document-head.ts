/**
 * The document head of a page: title and robots of spec section 2, description and generator,
 * overridden by the page's own head data (product or category meta, canonical URL, JSON-LD).
 * A page whose address carries a secret (secret-url.ts) is noindex and sends no Referer. Indexable
 * pages with a canonical URL get link-preview tags (social-tags.ts).
 * The server writes it into the HTML template; in the browser it is re-applied on navigation.
 */
import { escapeHtmlText, escapeInlineJson } from '../../domain/seo/escape-inline';
import type { PageHead } from '../../domain/seo/page-head';
import { GENERATOR, pageRobots, pageTitle, type Robots } from '../../domain/seo/page-meta';
import { urlCarriesSecret } from '../../domain/seo/secret-url';
import { shareImageSize, shareImageUrl } from '../../domain/seo/share-image';
import { openGraphLocale, socialTags, type SocialTag } from '../../domain/seo/social-tags';
import type { RouteHandle } from './route-handle';
import type { StoreInfo } from './store-loader';

export interface HeadData {
  title: string;
  robots: Robots;
  description: string;
  generator: string;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
  /** Open Graph and Twitter card tags; none on a noindex page. */
  social: SocialTag[];
  /** 'no-referrer' on a page whose address carries a secret, so no request from it repeats the address. */
  referrer?: 'no-referrer' | null;
}

export function computeHead(input: {
  handles: unknown[];
  store: StoreInfo | null;
  errorStatus: number | null;
  pageHead?: PageHead | null;
  origin?: string;
  /** The page's address; a secret in it makes the page noindex and no-referrer. */
  location?: { pathname: string; search: string };
}): HeadData {
  const handle = [...input.handles].reverse().find((h): h is RouteHandle => typeof (h as RouteHandle | undefined)?.pageKey === 'string');
  const siteTitle = input.store?.siteConfig.webTitle;
  const description = input.store?.siteConfig.webMeta.description ?? '';
  const secret = input.location ? urlCarriesSecret(input.location.pathname, input.location.search) : false;
  const base = { generator: GENERATOR, canonical: null, jsonLd: [], social: [], referrer: secret ? ('no-referrer' as const) : null };
  if (input.errorStatus !== null) {
    const name = input.errorStatus === 404 ? 'Page Not Found' : 'Internal Server Error';
    return { ...base, title: pageTitle({ pageKey: 'error', name, siteTitle }), robots: 'noindex, nofollow', description };
  }
  const pageKey = handle?.pageKey ?? 'home';
  const own = input.pageHead ?? {};
  const canonical = own.canonical ? absoluteUrl(own.canonical, input.origin) : null;
  const title = pageTitle({ pageKey, name: own.title ?? handle?.name ?? null, siteTitle });
  const robots = secret ? 'noindex, nofollow' : (own.robots ?? pageRobots(pageKey));
  const shown = { title, robots, description: own.description || description, canonical };
  return { ...base, ...shown, jsonLd: own.jsonLd ?? [], social: linkPreview(shown, own, input.store, input.origin) };
}

/** Link-preview tags of an indexable page with a canonical URL; its picture, or else the store's. */
function linkPreview(
  page: { title: string; robots: Robots; description: string; canonical: string | null },
  own: PageHead,
  store: StoreInfo | null,
  origin: string | undefined,
): SocialTag[] {
  if (!page.canonical || !store || page.robots.startsWith('noindex')) return [];
  const image = own.image || store.siteConfig.webMeta.image || '';
  const imageUrl = origin ? shareImageUrl(image, store.siteSettings.staticCDN, origin) : null;
  return socialTags({
    title: page.title,
    description: page.description,
    url: page.canonical,
    image: imageUrl,
    imageSize: shareImageSize(imageUrl),
    imageAlt: own.imageAlt || page.title,
    locale: openGraphLocale(store.siteSettings.country),
    siteName: store.siteConfig.webTitle,
    type: own.type ?? 'website',
    price: own.price ?? null,
  });
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
    head.referrer ? `<meta name="referrer" content="${head.referrer}">` : '',
    `<meta name="generator" content="${escapeHtmlText(head.generator)}">`,
    head.description ? `<meta name="description" content="${escapeHtmlText(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtmlText(head.canonical)}">` : '',
    ...head.social.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtmlText(tag.content)}">`),
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
