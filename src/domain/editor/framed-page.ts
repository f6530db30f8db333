/**
 * What the editor frame shows for each page of the studio's picker (decision 35), as one list of
 * sections: the header group, the page's own sections, the footer group. On a template page the
 * built-in body (product, listing, cart) sits at `mainIndex` of that list. The studio sends it with
 * SET_COMPONENT; the frame shows it only when it is that page (pageTypeID, and pageID for a custom
 * page), so an edit sent while the frame is still on its way to another page changes nothing.
 */
import { PAGE_TYPES } from '../seo/page-meta';
import type { Section } from '../sections/section';
import type { ThemeDocument } from '../theme/theme-document';
import { aroundBody, customPageId, isTemplateName, type TemplateName, type ThemePageKey } from '../theme/theme-pages';

export interface FramedPageMeta {
  pageTypeID: string;
  pageID?: number;
  mainIndex?: number;
}

/** Which page a frame shows: its type, and the page's id for a custom page. */
export type FramedPageId = Omit<FramedPageMeta, 'mainIndex'>;

export const HOME_FRAME_PAGE: FramedPageId = { pageTypeID: String(PAGE_TYPES.HOME) };

export interface FramedPage {
  data: Section[];
  meta: FramedPageMeta;
}

export const TEMPLATE_PAGE_TYPES: Record<TemplateName, number> = {
  product: PAGE_TYPES.PRODUCT,
  listing: PAGE_TYPES.LISTING,
  cart: PAGE_TYPES.CART,
  // No storefront page type of its own (the spec's list has none): the frame protocol's id for it.
  maintenance: 11,
};

/** The page the frame shows for a picker entry (the header and footer groups are edited on the home page). */
export function framedPageMeta(key: ThemePageKey): FramedPageId {
  if (isTemplateName(key)) return { pageTypeID: String(TEMPLATE_PAGE_TYPES[key]) };
  const pageId = customPageId(key);
  if (pageId !== null) return { pageTypeID: String(PAGE_TYPES.CUSTOM), pageID: pageId };
  return HOME_FRAME_PAGE;
}

export function framedPage(doc: ThemeDocument, key: ThemePageKey): FramedPage {
  // The maintenance page as a closed store's visitors see it: no store navigation around it.
  const { header, footer } = key === 'maintenance' ? { header: [], footer: [] } : doc.groups;
  const meta = framedPageMeta(key);
  if (isTemplateName(key)) {
    const { above, below } = aroundBody(doc.templates[key]);
    return { data: [...header, ...above, ...below, ...footer], meta: { ...meta, mainIndex: header.length + above.length } };
  }
  const pageId = customPageId(key);
  const own = pageId !== null ? (doc.pages[String(pageId)] ?? []) : doc.sections;
  return { data: [...header, ...own, ...footer], meta };
}

/** Whether a SET_COMPONENT's page is the one this frame shows. */
export const isSamePage = (mine: FramedPageId, theirs: FramedPageMeta): boolean =>
  mine.pageTypeID === theirs.pageTypeID && (mine.pageID ?? null) === (theirs.pageID ?? null);
