/**
 * Short notes about the cart's connection, shown in the drawer and on the cart page: changes are
 * waiting for the network (kept on this device meanwhile), or a customer's saved cart is still
 * being read after sign-in.
 */
import { selectMerging, selectOffline } from '../../application/cart/cart.selectors';
import { useCartSelector } from './cart-actor-context';

export function CartNotes() {
  const offline = useCartSelector(selectOffline);
  const merging = useCartSelector(selectMerging);
  return (
    <div role="status">
      {offline && (
        <p className="card text-sm">
          <strong>You are offline or the store cannot be reached.</strong> Your cart is kept on this device and will be saved as soon as the
          connection is back.
        </p>
      )}
      {merging && !offline && <p className="text-sm opacity-75">Loading the cart saved in your account…</p>}
    </div>
  );
}
