/**
 * /checkout/bn/{cartcode}: buy one line now. The code is priced by the store first (GetBuyCart); the
 * shopper's cart is not read or changed, before or after the order.
 */
import { Link } from 'react-router';
import { CheckoutForm } from './checkout-form';
import { useOpenPlacedOrder } from './open-placed-order';
import { useLoaded, useOrders } from './use-orders';

export function BuyNowView({ cartCode }: { cartCode: string }) {
  const orders = useOrders();
  const openPlacedOrder = useOpenPlacedOrder();
  const buy = useLoaded(cartCode, () => orders.buyCart(cartCode));
  if (buy.state === 'loading') return <p role="status">Loading your item…</p>;
  const item = buy.state === 'ready' ? buy.value.items[0] : undefined;
  if (!item || item.status !== 'ok') {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="card">
          {buy.state === 'failed' ? 'This item link is not valid.' : item ? `${item.product.itemName || 'This item'} cannot be bought as chosen right now${item.status === 'lessstock' ? `: only ${item.quantity} left` : ''}.` : 'This item is not available.'}
        </p>
        <p>{item?.product.productURL ? <Link to={item.product.productURL} className="btn btn-primary">Back to the product</Link> : <Link to="/" className="btn btn-primary">Continue shopping</Link>}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="opacity-80">Buying {item.product.itemName} now. Your cart stays as it is.</p>
      <CheckoutForm source={{ kind: 'buynow', code: item.cartItemCode }} onPlaced={openPlacedOrder} />
    </div>
  );
}
