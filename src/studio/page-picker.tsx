/**
 * The page picker of the studio's top bar (docs/editor.md): the home page, the product, listing, cart and
 * maintenance templates, every custom page, and the header and footer groups. Choosing one shows its sections in
 * the sidebar and sends the preview to a matching page of the store. A native select: it is one
 * control wide, so the bar keeps one row at 1280 px, and every keyboard and screen reader knows it.
 */
import { useId } from 'react';
import type { CustomPage } from '../application/ports/studio-api.port';
import { customPageKey, type ThemePageKey } from '../domain/theme/theme-pages';

export const FIXED_PAGE_NAMES: Record<Exclude<ThemePageKey, `page:${number}`>, string> = {
  home: 'Home page',
  product: 'Product template',
  listing: 'Listing template',
  cart: 'Cart',
  maintenance: 'Maintenance page',
  header: 'Header',
  footer: 'Footer',
};

export function pageName(key: ThemePageKey, pages: readonly CustomPage[]): string {
  if (key in FIXED_PAGE_NAMES) return FIXED_PAGE_NAMES[key as keyof typeof FIXED_PAGE_NAMES];
  return pages.find((page) => customPageKey(page.pageID) === key)?.title ?? 'Page';
}

export function PagePicker({
  value,
  pages,
  onChange,
}: {
  value: ThemePageKey;
  pages: readonly CustomPage[];
  onChange: (key: ThemePageKey) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Page to edit
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ThemePageKey)}
        className="max-w-36 rounded border border-gray-300 px-1 py-1 text-sm"
      >
        <option value="home">{FIXED_PAGE_NAMES.home}</option>
        <optgroup label="Templates">
          <option value="product">{FIXED_PAGE_NAMES.product}</option>
          <option value="listing">{FIXED_PAGE_NAMES.listing}</option>
          <option value="cart">{FIXED_PAGE_NAMES.cart}</option>
          <option value="maintenance">{FIXED_PAGE_NAMES.maintenance}</option>
        </optgroup>
        <optgroup label="Custom pages">
          {pages.map((page) => (
            <option key={page.pageID} value={customPageKey(page.pageID)}>
              {page.title}
            </option>
          ))}
        </optgroup>
        <optgroup label="Shown on every page">
          <option value="header">{FIXED_PAGE_NAMES.header}</option>
          <option value="footer">{FIXED_PAGE_NAMES.footer}</option>
        </optgroup>
      </select>
    </div>
  );
}
