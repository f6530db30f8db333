/**
 * The cart status dialog of spec section 4 (CART_STATUS_ACTIONS_DIALOG): when the store changed
 * items in the cart on the cart or checkout routes, the server's heading and message and the items
 * concerned, with one button: 'Return to home' when nothing is left, else 'Continue Checkout' on
 * checkout or 'Continue'. Escape dismisses it without going anywhere.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { selectDialog } from '../../application/cart/cart.selectors';
import { popupText } from '../../domain/cart/cart-status';
import { OVERLAY_LAYERS } from '../ui-constants';
import { useCartSelector, useCartSend } from './cart-actor-context';

export function CartStatusDialog() {
  const dialog = useCartSelector(selectDialog);
  const send = useCartSend();
  return (
    <Dialog.Root open={dialog !== null} onOpenChange={(open) => !open && send({ type: 'DISMISS_DIALOG' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" style={{ zIndex: OVERLAY_LAYERS.overlay }} />
        {dialog && (
          <Dialog.Content
            className="card fixed start-1/2 top-1/2 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto shadow-xl rtl:translate-x-1/2"
            style={{ zIndex: OVERLAY_LAYERS.modal }}
          >
            <Dialog.Title className="heading text-xl">{dialog.heading || 'Your cart has changed'}</Dialog.Title>
            <Dialog.Description>{dialog.message || 'Some items in your cart changed since you added them.'}</Dialog.Description>
            <ul className="flex flex-col gap-2">
              {dialog.cart_items.map((item) => (
                <li key={item.cartItemCode} className="flex justify-between gap-3 text-sm">
                  <span>
                    {/* A product the store no longer knows comes back without a name. */}
                    {item.product.itemName || 'An item'}
                    {item.product.variantName && <span className="opacity-75"> ({item.product.variantName})</span>}
                  </span>
                  <strong className="shrink-0">{popupText(item.status)}</strong>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-primary justify-center" onClick={() => send({ type: 'DIALOG_CONFIRM' })}>
              {dialog.button.label}
            </button>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
