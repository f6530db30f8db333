/**
 * Description, Specifications, Reviews and FAQ as an ARIA tablist: arrow keys, Home and End move
 * between tabs and open them (one tab stop for the list), every panel is in the server HTML
 * (hidden ones too, so the text is indexable) and the open tab is site data focus_product_tab.
 * Each tab is a link to the page with it open (`?tab=`), so without JavaScript every panel is one
 * click away too.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { ReviewPage } from '../../../domain/catalog/product-reviews';
import { availableTabs, tabLabel, type ProductTabKey } from '../../../domain/catalog/product-tabs';
import { ProductFaq } from './product-faq';
import { ProductReviews } from './product-reviews';
import { ProductSpecifications } from './product-specifications';
import { useProductState, useProductStore } from './product-store';
import { PRODUCT_TABS_ID, panelId, tabId } from './product-tab-ids';

export function ProductTabs({ reviews }: { reviews: ReviewPage | null }) {
  const store = useProductStore();
  const { product } = store;
  const current = useProductState((s) => s.focus_product_tab);
  const tabs = availableTabs(product.faqs.length > 0);
  const list = useRef<HTMLDivElement>(null);
  const { search } = useLocation();
  const tabHref = (key: ProductTabKey) => {
    const params = new URLSearchParams(search);
    params.set('tab', key);
    return `?${params.toString()}#${PRODUCT_TABS_ID}`;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    store.focusTab(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  const panel = (key: ProductTabKey) => {
    switch (key) {
      case 'description':
        return <p className="max-w-prose whitespace-pre-line">{product.description || 'No description yet.'}</p>;
      case 'specifications':
        return <ProductSpecifications />;
      case 'reviews':
        return <ProductReviews initial={reviews} />;
      default:
        return <ProductFaq faqs={product.faqs} />;
    }
  };

  return (
    <section id={PRODUCT_TABS_ID} aria-label="Product details" className="scroll-mt-24">
      {/* The tabs wrap rather than scroll: at 390 px a scrolled list hid FAQ off-screen with no hint. */}
      <div
        ref={list}
        role="tablist"
        aria-label="Product details"
        className="flex flex-wrap gap-x-1 border-b border-(--color-border)"
        onKeyDown={onKeyDown}
      >
        {tabs.map((key) => {
          const selected = key === current;
          return (
            // A link to the page with this tab open (?tab=), which the server renders without JavaScript;
            // once live, the click only switches the panel.
            <a
              key={key}
              id={tabId(key)}
              href={tabHref(key)}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(key)}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px whitespace-nowrap border-b-2 px-3 py-3 font-medium no-underline md:px-4 ${selected ? 'border-(--color-primary)' : 'border-transparent text-muted hover:opacity-100'}`}
              onClick={(event) => {
                event.preventDefault();
                store.focusTab(key);
              }}
            >
              {tabLabel(key)}
              {key === 'reviews' && product.ratingCount > 0 && <span> ({product.ratingCount})</span>}
            </a>
          );
        })}
      </div>
      {tabs.map((key) => (
        <div
          key={key}
          id={panelId(key)}
          role="tabpanel"
          aria-labelledby={tabId(key)}
          tabIndex={0}
          hidden={key !== current}
          className="py-6"
        >
          {panel(key)}
        </div>
      ))}
    </section>
  );
}
