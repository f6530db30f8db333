/**
 * Head data a page's loader may return (as `head`) to override the defaults of its route: the
 * title and description from product or category meta, canonical URL, robots, and JSON-LD blocks.
 */
import type { Robots } from './page-meta';

export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
  /** The page's picture for link previews: a media path or an absolute URL (share-image.ts makes it absolute). */
  image?: string;
  /** What that picture shows (a product picture's alt text); the page's title when not given. */
  imageAlt?: string;
  /** Open Graph type: 'product' on product pages (social-tags.ts). */
  type?: 'product';
  /** The shown price a link preview carries (product pages whose price is not hidden). */
  price?: { amount: string; currency: string };
  /** Path (or absolute URL) of the canonical page. */
  canonical?: string;
  robots?: Robots;
  /** Structured data objects, each written as an escaped application/ld+json script. */
  jsonLd?: Array<Record<string, unknown>>;
}
