/**
 * The cart status popups of spec sections 2, 4 and 9 (CART_STATUS_ACTIONS): a line the server cut
 * down ('Quantity Updated') or refused ('Item Removed'), shown on the cart and checkout routes for
 * 4 s with a 300 ms fade (the machine times both). The live region stays in the page so each new
 * popup is announced politely.
 */
import { Link } from 'react-router';
import { selectPopups } from '../../application/cart/cart.selectors';
import { CART_POPUP_TIMING, popupText } from '../../domain/cart/cart-status';
import { OVERLAY_LAYERS } from '../ui-constants';
import { safeUrl } from '../../domain/sections/link-target';
import { useStore } from '../app/use-store';
import { SmartImage } from '../sections/parts/smart-image';
import { useCartSelector, useCartSend } from './cart-actor-context';

export function CartPopups() {
  const popups = useCartSelector(selectPopups);
  const send = useCartSend();
  const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 flex flex-col items-end gap-2"
      style={{ zIndex: OVERLAY_LAYERS.tooltip }}
    >
      {popups.map((popup) => (
        <div
          key={popup.id}
          className="card pointer-events-auto flex w-full max-w-sm items-start gap-3 shadow-lg transition-opacity ease-out motion-reduce:transition-none"
          style={{ opacity: popup.leaving ? 0 : 1, transitionDuration: `${CART_POPUP_TIMING.fadeMs}ms` }}
        >
          <SmartImage
            path={popup.product.thumbnailFile}
            staticCDN={staticCDN}
            alt=""
            width={48}
            height={48}
            className="shrink-0 rounded-[var(--radius)]"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <strong>{popupText(popup.status)}</strong>
            <Link to={safeUrl(popup.product.productURL)} className="truncate hover:underline">
              {popup.productName}
            </Link>
            {popup.statusMessage && <span className="opacity-75">{popup.statusMessage}</span>}
          </div>
          <button
            type="button"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
            aria-label={`Dismiss: ${popupText(popup.status)}, ${popup.productName}`}
            onClick={() => send({ type: 'DISMISS_POPUP', id: popup.id })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
