/**
 * How a cart line looks, for the live cart (cart-line-parts.tsx, cart-quantity.tsx) and the server's
 * cart page (cookie-cart-view.tsx) alike: the picture, the name with variant, stock note and
 * add-ons, the quantity stepper and the small action buttons. No cart actor here: what the buttons
 * do is the caller's, so the server's page can post forms with the same markup and never loads the
 * cart's state code.
 */
import type { ButtonHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '../../domain/cart/cart-types';
import { safeUrl } from '../../domain/sections/link-target';
import { useStore } from '../app/use-store';
import { SmartImage } from '../sections/parts/smart-image';
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

/**
 * The name, variant, stock note and add-ons; each add-on with a Remove button where the line can
 * be changed in place (the live cart; the server's page has no form for an add-on).
 */
export function LineDetails({
  item,
  onNavigate,
  onRemoveAddon,
}: {
  item: CartItem;
  onNavigate?: () => void;
  onRemoveAddon?: (cartAddonID: string) => void;
}) {
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
              {onRemoveAddon && (
                <button
                  type="button"
                  className="btn-link text-xs underline"
                  aria-label={`Remove ${addon.addonName || 'add-on'} from ${itemName}`}
                  onClick={() => onRemoveAddon(addon.cartAddonID)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The cart page's line buttons by line and action: the server's and the live cart's carry the same
 * `data-replay` name, so a press on the server's before the live cart took over is held and done
 * again on the live one (early-clicks.ts), never posted for a line the no-JavaScript cart lacks.
 */
export const lineReplay = (key: string, action: 'dec' | 'inc' | 'remove' | 'update') => `cart-line:${key}:${action}`;

/** A line's Remove (and the server page's Update) look: a small underlined button. */
export const LINE_ACTION = 'btn btn-link btn-sm px-0 text-sm underline';

const STEP = 'btn btn-outline btn-sm size-9 shrink-0 justify-center p-0 text-lg';

type StepButton = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-replay'?: string };

interface StepperProps {
  name: string;
  inputId: string;
  decrease: StepButton;
  increase: StepButton;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; 'data-server-quantity'?: string };
}

/** − field +, labelled for the product; what the buttons and field do is the caller's. */
export function QuantityStepper({ name, inputId, decrease, increase, input }: StepperProps) {
  return (
    <div className="flex items-center gap-1">
      <button type="button" className={STEP} aria-label={`Decrease quantity of ${name}`} aria-controls={inputId} {...decrease}>
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {name}
      </label>
      <input id={inputId} className="input w-14 px-1 text-center" type="number" inputMode="numeric" min={1} {...input} />
      <button type="button" className={STEP} aria-label={`Increase quantity of ${name}`} aria-controls={inputId} {...increase}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
