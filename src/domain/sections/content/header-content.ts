/** Content of the header section (type 1): logo or store title, main menu, search and account icons. */
import { flag, image, links, object, parseWith, text, type Output } from './content-fields';

export const headerContentSchema = object({
  logo: image(),
  /** Shown instead of the store title when set; the store title is the fallback. */
  title: text('', 80),
  menu: links(12),
  showSearch: flag(true),
  searchPlaceholder: text('Search products', 80),
  showWishlist: flag(true),
  showAccount: flag(true),
  showCart: flag(true),
  sticky: flag(false),
  /** A one-line notice above the header (free shipping, sale). Empty hides the bar. */
  announcement: text('', 160),
});

export type HeaderContent = Output<typeof headerContentSchema>;

export function parseHeaderContent(raw: unknown): HeaderContent {
  return parseWith(headerContentSchema, raw);
}
