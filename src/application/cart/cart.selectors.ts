/** Narrow reads of the cart machine for the views (useSelector), so a view re-renders only for what it shows. */
import type { SnapshotFrom } from 'xstate';
import { pendingKeys } from '../../domain/cart/cart-intents';
import { lineKey } from '../../domain/cart/cart-item';
import { itemCount } from '../../domain/cart/cart-rules';
import {
  dialogButton,
  showsCartPopups,
  type CartDialogButton,
  type CartStatusDialog,
  type CartStatusPopup,
} from '../../domain/cart/cart-status';
import type { CartItem } from '../../domain/cart/cart-types';
import { canDecrement, canIncrement } from '../../domain/cart/quantity';
import type { cartMachine } from './cart.machine';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export interface CartLineView {
  key: string;
  item: CartItem;
  /** A change to this line waits for the server: its controls are disabled. */
  saving: boolean;
  canDecrement: boolean;
  canIncrement: boolean;
}

export const selectItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.items;

export function selectLines(snapshot: CartSnapshot): CartLineView[] {
  const { items, pending, owner } = snapshot.context;
  // A guest's edits are final locally; only a customer's wait for the server.
  const saving = owner === null ? new Set<string>() : pendingKeys(pending);
  return items.map((item) => {
    const key = lineKey(item);
    const quantity = Number(item.quantity);
    const busy = saving.has(key);
    return { key, item, saving: busy, canDecrement: !busy && canDecrement(quantity), canIncrement: !busy && canIncrement(quantity) };
  });
}

export const selectCount = (snapshot: CartSnapshot): number => itemCount(snapshot.context.items);

/** The progress bar: a cart call is on its way. */
export const selectSaving = (snapshot: CartSnapshot): boolean => snapshot.matches({ running: 'sending' });

export const selectOffline = (snapshot: CartSnapshot): boolean => snapshot.context.offline;

export const selectDrawerOpen = (snapshot: CartSnapshot): boolean => snapshot.context.visible;

/** Just signed in: the customer's cart (joined with the guest's) has not been read yet, so not every line is shown. */
export const selectMerging = (snapshot: CartSnapshot): boolean => snapshot.context.pending.some((intent) => intent.kind === 'sync');

/** CART_STATUS_ACTIONS as shown: only on the cart and checkout routes. */
export const selectPopups = (snapshot: CartSnapshot): CartStatusPopup[] =>
  showsCartPopups(snapshot.context.route) ? snapshot.context.popups : [];

export function selectDialog(snapshot: CartSnapshot): (CartStatusDialog & { button: CartDialogButton }) | null {
  const { dialog, items, route } = snapshot.context;
  return dialog && { ...dialog, button: dialogButton(items.length === 0, route) };
}
