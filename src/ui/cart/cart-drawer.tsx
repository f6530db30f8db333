/**
 * The cart drawer (the cart's `visible` flag, this document's only: docs/decisions.md 16): a modal dialog from
 * the side with a focus trap, Escape and outside click to close, and focus given back to whatever
 * opened it (the Cart link, or "Add to cart"). Radix gives focus back only to its own trigger, and
 * this drawer is opened by the cart, so the opener is remembered here.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { selectDrawerOpen } from '../../application/cart/cart.selectors';
import { OVERLAY_LAYERS } from '../ui-constants';
import { useCartSelector, useCartSend } from './cart-actor-context';
import { CartLineDetails, RemoveLineButton } from './cart-line-parts';
import { CartLineImage } from './cart-line-view';
import { useCartLines } from './cart-lines-selector';
import { CartNotes } from './cart-notes';
import { CartDrawerTotals } from './cart-drawer-totals';
import { CartQuantity } from './cart-quantity';
import { useShownCart } from './use-cart-price';

export function CartDrawer() {
  const open = useCartSelector(selectDrawerOpen);
  const send = useCartSend();
  const opener = useRef<HTMLElement | null>(null);
  const leaving = useRef(false);
  // Before Radix moves focus into the drawer (its effects run after layout effects).
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaving.current = false;
  }, [open]);
  const close = () => send({ type: 'CLOSE' });
  // A link in the drawer leads to another page: focus belongs to that page, not the opener.
  const leave = () => {
    leaving.current = true;
    close();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => send({ type: next ? 'OPEN' : 'CLOSE' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" style={{ zIndex: OVERLAY_LAYERS.overlay }} />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 flex w-full max-w-md flex-col bg-[var(--color-background)] text-[var(--color-text)] shadow-xl outline-none"
          style={{ zIndex: OVERLAY_LAYERS.modal }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leaving.current && opener.current?.isConnected) opener.current.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-[var(--color-border)] px-5 py-4">
            <Dialog.Title className="heading text-xl">Shopping Cart</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5" aria-label="Close cart">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.75}
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <DrawerBody onLeave={leave} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerBody({ onLeave }: { onLeave: () => void }) {
  const lines = useCartLines();
  const shown = useShownCart();
  if (lines.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <CartNotes />
        <p>Your cart is empty.</p>
        <Dialog.Close className="btn btn-outline">Continue shopping</Dialog.Close>
      </div>
    );
  }
  return (
    <>
      <div className="flex-1 overflow-y-auto px-5">
        <div className="pt-4">
          <CartNotes />
        </div>
        <ul className="divide-y divide-[var(--color-border)]" aria-label="Items in your cart">
          {lines.map((line) => (
            <li key={line.key} className="flex gap-3 py-4">
              <CartLineImage item={line.item} size={72} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex items-start justify-between gap-3">
                  <CartLineDetails item={line.item} lineKey={line.key} onNavigate={onLeave} />
                  <span className="shrink-0 font-medium">{shown.line(line.item)}</span>
                </div>
                <div className="flex items-center justify-between gap-3">
                  <CartQuantity line={line} idPrefix="drawer" />
                  <RemoveLineButton item={line.item} lineKey={line.key} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 border-t border-[var(--color-border)] px-5 py-4">
        <CartDrawerTotals codes={lines.map((line) => line.item.cartItemCode).join('|')} />
        <Link to="/checkout" className="btn btn-primary btn-lg w-full justify-center" onClick={onLeave}>
          Checkout
        </Link>
        <Link to="/cart" className="btn btn-outline w-full justify-center" onClick={onLeave}>
          View cart
        </Link>
      </div>
    </>
  );
}
