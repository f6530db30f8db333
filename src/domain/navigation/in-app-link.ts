/**
 * Which link clicks the storefront follows in the page (a router navigation: no reload, the cart
 * and the live layer stay) instead of letting the browser load a new document. Sections render
 * plain <a> elements (the editor and the server render them too), so one rule decides for all.
 *
 * Followed in the page: a plain left click on a same-origin link to a storefront page. Left to the
 * browser: modified clicks (new tab, download), target or download attributes, rel="external",
 * another origin, a jump within the same page (hash only), the builder pages, and the host's own
 * files and APIs, which the storefront's router does not render.
 */
import { IMAGE_PROXY_PREFIX } from '../media/image-presets';
import { isBuilderPath } from '../store/builder-mode';

export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

export interface LinkTarget {
  href: string;
  target: string;
  download: boolean;
  rel: string;
}

/** Paths the host answers itself (store API, tracking, media, files), never the router. */
const HOST_PATHS = [
  '/store-api/',
  '/api/',
  '/dev/',
  '/assets/',
  '/builds/',
  '/fonts/',
  '/media/',
  '/placeholder/',
  '/studio-assets/',
  `${IMAGE_PROXY_PREFIX}/`,
  '/store-not-found',
];

/** A path whose last segment names a file (robots.txt, sitemap.xml, favicon.svg). */
const NAMES_A_FILE = /\/[^/]*\.[a-z0-9]{2,5}$/i;

type Current = { origin: string; pathname: string; search: string };

/** The link's address where a plain left click in this tab follows it (no modifier, target, download, rel=external, other origin), else null. */
function followedHere(click: LinkClick, link: LinkTarget, current: Current): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return null;
  if ((link.target !== '' && link.target !== '_self') || link.download || /\bexternal\b/i.test(link.rel)) return null;
  let url: URL;
  try {
    url = new URL(link.href, current.origin);
  } catch {
    return null;
  }
  return url.origin === current.origin ? url : null;
}

const jumpsWithin = (url: URL, current: Current) => url.hash !== '' && url.pathname === current.pathname && url.search === current.search;

/** The path (with query and hash) to navigate to in the page, or null to let the browser follow the link. */
export function inAppPath(click: LinkClick, link: LinkTarget, current: Current): string | null {
  const url = followedHere(click, link, current);
  if (!url || jumpsWithin(url, current)) return null;
  if (isBuilderPath(url.pathname) || isBuilderPath(current.pathname)) return null;
  if (HOST_PATHS.some((prefix) => url.pathname.startsWith(prefix)) || NAMES_A_FILE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The #hash the browser jumps to within the current page when it follows this click, or null for any other click. */
export function jumpWithinPage(click: LinkClick, link: LinkTarget, current: Current): string | null {
  const url = followedHere(click, link, current);
  return url && jumpsWithin(url, current) ? url.hash : null;
}
