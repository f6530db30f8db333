/** What the cart draws over every page once it has started: the drawer, the status popups and the status dialog. */
import { CartDrawer } from './cart-drawer';
import { CartPopups } from './cart-popups';
import { CartStatusDialog } from './cart-status-dialog';

export default function CartLayer() {
  return (
    <>
      <CartDrawer />
      <CartPopups />
      <CartStatusDialog />
    </>
  );
}
