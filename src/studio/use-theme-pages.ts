/**
 * The pages the studio edits (docs/editor.md): the store's custom pages (listed, created, changed and
 * deleted through the store API), the page picked, and the preview frame's address for it: the
 * product template opens on one of the store's products, the listing template on /shop, the cart on
 * the cart, a custom page on itself, and the home page and the header and footer groups on the home.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CustomPage, CustomPageFields, StudioApi } from '../application/ports/studio-api.port';
import { LINK_TARGET_TYPES } from '../domain/sections/link-target';
import { customPageKey, type ThemePageKey } from '../domain/theme/theme-pages';

/** The frame's query for a page: `edit` names it, `at` the storefront page a template's body comes from. */
export function framePageQuery(key: ThemePageKey, productSlug: string | null): string {
  if (key === 'home' || key === 'header' || key === 'footer') return '';
  if (key === 'product') return `&edit=product${productSlug ? `&at=${encodeURIComponent(productSlug)}` : ''}`;
  if (key === 'listing') return '&edit=listing&at=shop';
  return `&edit=${encodeURIComponent(key)}`;
}

export interface ThemePagesOptions {
  api: Pick<StudioApi, 'listPages' | 'createPage' | 'updatePage' | 'deletePage' | 'linkTargets'>;
  /** A page made here gets its (empty) list in the draft, so publishing the draft publishes it. */
  onCreated: (page: CustomPage) => void;
  onDeleted: (pageID: number) => void;
}

export function useThemePages({ api, onCreated, onDeleted }: ThemePagesOptions) {
  const [pages, setPages] = useState<CustomPage[]>([]);
  const [page, setPage] = useState<ThemePageKey>('home');
  const [productSlug, setProductSlug] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.listPages().then((result) => {
      if (live && result.ok) setPages(result.value);
    });
    return () => {
      live = false;
    };
  }, [api]);

  // The product template needs a product to show its body with: the first the store lists.
  useEffect(() => {
    if (page !== 'product' || productSlug !== null) return undefined;
    let live = true;
    void api.linkTargets(LINK_TARGET_TYPES.PRODUCT_DETAIL, '').then((result) => {
      if (live) setProductSlug(result.ok ? (result.value[0]?.slug ?? '') : '');
    });
    return () => {
      live = false;
    };
  }, [api, page, productSlug]);

  const create = useCallback(
    async (fields: CustomPageFields) => {
      const result = await api.createPage(fields);
      if (result.ok) {
        setPages((list) => [...list, result.value].sort((a, b) => a.title.localeCompare(b.title)));
        onCreated(result.value);
        setPage(customPageKey(result.value.pageID));
      }
      return result;
    },
    [api, onCreated],
  );

  const update = useCallback(
    async (pageID: number, fields: CustomPageFields) => {
      const result = await api.updatePage(pageID, fields);
      if (result.ok) setPages((list) => list.map((p) => (p.pageID === pageID ? result.value : p)));
      return result;
    },
    [api],
  );

  const remove = useCallback(
    async (pageID: number) => {
      const result = await api.deletePage(pageID);
      if (result.ok) {
        setPages((list) => list.filter((p) => p.pageID !== pageID));
        setPage('home');
        onDeleted(pageID);
      }
      return result;
    },
    [api, onDeleted],
  );

  // The product page is asked for first; the frame waits for it rather than loading twice.
  const frameReady = page !== 'product' || productSlug !== null;
  return { pages, page, setPage, create, update, remove, frameQuery: framePageQuery(page, productSlug), frameReady };
}
