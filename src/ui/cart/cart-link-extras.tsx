/**
 * What the header's Cart link gains from the cart (see cart-link.tsx): the item count, read as part
 * of the link's name ("Cart, 3 items") and drawn as a badge, and in drawer stores a plain click that
 * opens the drawer (a modified or middle click still opens the cart page).
 */
import type { MouseEvent } from 'react';
import type { CartBridge } from '../components/cart-bridge';

export function cartLinkExtras(count: number, openDrawer: (() => void) | null): CartBridge['link'] {
  // One text node for the name, so every browser reads "Cart, 3 items" the same way.
  const label = (
    <>
      <span className="sr-only">{count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}</span>
      {count > 0 && (
        <span aria-hidden="true" className="badge badge-new absolute -end-1 -top-1 min-w-5 justify-center px-1 text-xs leading-5">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  if (!openDrawer) return { label, props: {} };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openDrawer();
  };
  return { label, props: { onClick, 'aria-haspopup': 'dialog' } };
}
