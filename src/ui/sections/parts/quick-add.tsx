/**
 * "Quick add" on a product card and the compare page: once the page is live it asks the
 * live layer's quick-add host (shell/quick-add-host.tsx) to open the product's buying form in a
 * dialog; before that, without JavaScript, or if the host is not there, it is a link to the product
 * page, where the same choices are made. Sections reach the host through a window hook, not an
 * import: the dialog uses the product page's modules, which import the sections.
 */
import type { MouseEvent } from 'react';

export interface QuickAddRequest {
  productID: number;
  name: string;
  href: string;
  /** Where focus goes back when the dialog closes. */
  opener?: HTMLElement;
}

declare global {
  interface Window {
    /** Set by the live layer's quick-add host while it is mounted. */
    __wxQuickAdd?: (request: QuickAddRequest) => void;
  }
}

/**
 * `describedBy` names the element holding the product's name: every card's link reads "Quick add",
 * described by its product, so the product's own name stays the name of one link only.
 */
export function QuickAdd({
  productID,
  name,
  href,
  describedBy,
  className = 'btn btn-sm btn-outline w-full justify-center',
}: Omit<QuickAddRequest, 'opener'> & { describedBy: string; className?: string }) {
  const open = (event: MouseEvent) => {
    const host = window.__wxQuickAdd;
    if (!host || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    host({ productID, name, href, opener: event.currentTarget as HTMLElement });
  };
  return (
    <a href={href} className={className} onClick={open} aria-describedby={describedBy}>
      Quick add
    </a>
  );
}
