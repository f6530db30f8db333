/**
 * /checkout/bn/{cartcode}: buy one line now. The code is priced by the store first (GetBuyCart); the
 * shopper's cart is not read or changed, before or after the order.
 */
import { Link, useLoaderData } from 'react-router';
import type { CheckoutPreload } from './checkout-preload';
import type { CartAnswer } from '../../../domain/cart/cart-types';
import { CheckoutForm } from './checkout-form';
import { useOpenPlacedOrder } from './open-placed-order';
import { useLoaded, useOrders } from '../../orders/use-orders';

export function BuyNowView({ cartCode }: { cartCode: string }) {
  const orders = useOrders();
  const openPlacedOrder = useOpenPlacedOrder();
  // The server's data (checkout-preload.ts) makes this a whole page without JavaScript.
  const preload = useLoaderData<CheckoutPreload | null>();
  const preloaded = preload?.source === 'buynow' && preload.codes === cartCode ? preload : null;
  const buy = useLoaded<CartAnswer | null>(
    cartCode,
    () => orders.buyCart(cartCode),
    preloaded ? { key: cartCode, value: preloaded.buy } : null,
  );
  if (buy.state === 'loading') return <p role="status">Loading your item…</p>;
  const item = buy.state === 'ready' ? buy.value?.items[0] : undefined;
  const invalid = buy.state === 'failed' || (buy.state === 'ready' && !buy.value);
  if (!item || item.status !== 'ok') {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="card">
          {invalid
            ? 'This item link is not valid.'
            : item
              ? `${item.product.itemName || 'This item'} cannot be bought as chosen right now${item.status === 'lessstock' ? `: only ${item.quantity} left` : ''}.`
              : 'This item is not available.'}
        </p>
        <p>
          {item?.product.productURL ? (
            <Link to={item.product.productURL} className="btn btn-primary">
              Back to the product
            </Link>
          ) : (
            <Link to="/" className="btn btn-primary">
              Continue shopping
            </Link>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="opacity-80">Buying {item.product.itemName} now. Your cart stays as it is.</p>
      <CheckoutForm source={{ kind: 'buynow', code: item.cartItemCode }} onPlaced={openPlacedOrder} preload={preloaded} />
    </div>
  );
}
