/**
 * The buying form: price and stock, variant choices, add-ons, quantity and the buttons. "Add to
 * cart" builds the cart code of spec section 3 for the current choice and adds it, with what the
 * page shows of it, through the cart's commands; when the choice cannot be bought the button is
 * disabled and the reason is written next to it and tied to it with aria-describedby. A click before
 * the page is live is kept and replayed (early-clicks.ts); without JavaScript the form posts.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { shownOffer, unavailableReason } from '../../../domain/catalog/product-offer';
import { buildCartCode } from '../../../domain/cart/cart-code';
import { GENERIC_MESSAGES } from '../../../application/storefront/shopper-notices';
import { useCartCommands } from '../../cart/cart-client';
import { notify } from '../../components/lazy-toaster';
import { useHydrated } from '../../components/use-hydrated';
import { useEarlyClicks } from '../../app/early-clicks';
import { AddonOptions } from './addon-options';
import { cartAddRequest } from './cart-add-request';
import { PriceStock } from './price-stock';
import { useProductState, useProductStore } from './product-store';
import { ProductSecondaryActions } from './product-secondary-actions';
import { QuantityStepper } from './quantity-stepper';
import { usePriceFormat } from './use-price-format';
import { VariantPicker } from './variant-picker';

export function PurchasePanel() {
  const store = useProductStore();
  const cart = useCartCommands();
  const live = useHydrated();
  useEarlyClicks('add-to-cart');
  const { product } = store;
  const selection = useProductState((s) => s.selection);
  const quantity = useProductState((s) => s.quantity);
  const addonIDs = useProductState((s) => s.addonIDs);
  const offer = useMemo(() => shownOffer(product, selection), [product, selection]);
  const price = usePriceFormat();
  const reason = offer.hidePrice ? 'Price on request: contact us to order this product.' : unavailableReason(offer);
  const cartCode = reason
    ? ''
    : buildCartCode({ productID: product.productID, quantity, variantID: offer.variant?.variantID ?? 0, addonIDs });
  const addonTotal = product.addons.filter((a) => addonIDs.includes(a.addonID)).reduce((sum, a) => sum + a.price, 0);
  const showTotal = !reason && (quantity > 1 || addonTotal > 0);
  return (
    // Without JavaScript the form posts to the host (cart-form-action.ts): "Add to cart" into the cart
    // cookie, "Buy now" to the one-line checkout. Live, the same buttons act in the page.
    <form
      method="post"
      action="/cart"
      className="flex flex-col gap-6"
      data-cart-code={cartCode || undefined}
      aria-label="Buy this product"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cartCode) return;
        // The cart loads on first use; if its code cannot be fetched the shopper must hear of it.
        cart.add(cartAddRequest(product, offer, cartCode, addonIDs)).catch(() => notify(GENERIC_MESSAGES.failure, 'error'));
      }}
    >
      <input type="hidden" name="productID" value={product.productID} />
      <PriceStock />
      <VariantPicker />
      <AddonOptions />
      <QuantityStepper max={offer.maxQuantity} disabled={reason !== null} />
      {showTotal && <p className="font-medium">Total: {price((offer.price + addonTotal) * quantity)}</p>}
      <div className="flex flex-col gap-3">
        <button
          type="submit"
          name="intent"
          value="add"
          data-replay="add-to-cart"
          className="btn btn-primary btn-lg w-full justify-center"
          disabled={reason !== null}
          aria-describedby={reason ? 'purchase-reason' : undefined}
        >
          Add to cart
        </button>
        {/* Live, a link to the one-line checkout; before that (and without JavaScript) the form posts the choice there. */}
        {cartCode &&
          (live ? (
            <Link to={`/checkout/bn/${cartCode}`} className="btn btn-outline btn-lg w-full justify-center">
              Buy now
            </Link>
          ) : (
            <button type="submit" name="intent" value="buynow" className="btn btn-outline btn-lg w-full justify-center">
              Buy now
            </button>
          ))}
        {reason && (
          <p id="purchase-reason" className="text-sm">
            {reason}
            {offer.hidePrice && (
              <>
                {' '}
                <Link to="/contact" className="underline">
                  Contact us
                </Link>
              </>
            )}
          </p>
        )}
        <ProductSecondaryActions />
      </div>
    </form>
  );
}
