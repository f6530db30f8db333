/**
 * The pieces of a cart line shared by the drawer and the cart page: picture, name with variant and
 * add-ons (each removable), and the remove button. Every button names the product it acts on, so a
 * screen-reader list of buttons is never a column of bare "Remove".
 */
import { Link } from 'react-router';
import type { CartItem } from '../../domain/cart/cart-types';
import { safeUrl } from '../../domain/sections/link-target';
import { useStore } from '../app/use-store';
import { SmartImage } from '../sections/parts/smart-image';
import { useCartSend } from './cart-actor-context';
import { useCartPrice } from './use-cart-price';

export function CartLineImage({ item, size, className = '' }: { item: CartItem; size: number; className?: string }) {
  const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
  return (
    <SmartImage
      path={item.product.thumbnailFile || item.product.imageFile}
      staticCDN={staticCDN}
      alt=""
      width={size}
      height={size}
      className={`aspect-square shrink-0 rounded-[var(--radius)] object-cover ${className}`}
      sizes={`${size}px`}
    />
  );
}

interface LineDetailsProps {
  item: CartItem;
  lineKey: string;
  onNavigate?: () => void;
  /** Without an add-on the line is another item, drawn anew: focus needs a new place. */
  afterRemove?: () => void;
}

export function CartLineDetails({ item, lineKey, onNavigate, afterRemove }: LineDetailsProps) {
  const send = useCartSend();
  const price = useCartPrice();
  const { itemName, variantName, productURL } = item.product;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Link to={safeUrl(productURL)} className="font-medium hover:underline" onClick={onNavigate}>
        {itemName}
      </Link>
      {variantName && <p className="text-sm opacity-75">{variantName}</p>}
      {item.status === 'lessstock' && <p className="text-sm">Only {item.quantity} available</p>}
      {item.addons.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={`Add-ons of ${itemName}`}>
          {item.addons.map((addon) => (
            <li key={addon.cartAddonID} className="flex items-center gap-2">
              <span>+ {addon.addonName || 'Add-on'}</span>
              <span className="opacity-75">{price(addon.totalCents)}</span>
              <button
                type="button"
                className="btn-link text-xs underline"
                aria-label={`Remove ${addon.addonName || 'add-on'} from ${itemName}`}
                onClick={() => {
                  send({ type: 'REMOVE_ADDON', key: lineKey, cartAddonID: addon.cartAddonID });
                  afterRemove?.();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `afterRemove` moves focus somewhere sensible: the button it was on is gone. */
export function RemoveLineButton({ item, lineKey, afterRemove }: { item: CartItem; lineKey: string; afterRemove?: () => void }) {
  const send = useCartSend();
  const remove = () => {
    send({ type: 'REMOVE', key: lineKey });
    afterRemove?.();
  };
  return (
    <button
      type="button"
      className="btn btn-link btn-sm px-0 text-sm underline"
      aria-label={`Remove ${item.product.itemName} from cart`}
      onClick={remove}
    >
      Remove
    </button>
  );
}
