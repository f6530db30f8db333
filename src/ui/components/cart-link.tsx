/**
 * The header's Cart link. Without JavaScript and until the cart has loaded it is a plain link to
 * /cart named "Cart"; the cart then adds its count ("Cart, 3 items") and, in stores whose cart is a
 * drawer, opens the drawer on a plain click (cart-link-extras.tsx).
 */
import type { ReactNode } from 'react';
import { useCartBridge } from './cart-bridge';

export function CartLink({ className, children }: { className: string; children: ReactNode }) {
  const link = useCartBridge()?.link;
  return (
    <a href="/cart" className={className} {...link?.props}>
      {children}
      {link ? link.label : <span className="sr-only">Cart</span>}
    </a>
  );
}
