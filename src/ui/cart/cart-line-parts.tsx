/**
 * The live pieces of a cart line shared by the drawer and the cart page: name with variant and
 * add-ons (each removable), and the remove button (their looks: cart-line-view.tsx). Every button names the product it acts on, so a
 * screen-reader list of buttons is never a column of bare "Remove".
 */
import type { CartItem } from '../../domain/cart/cart-types';
import { useCartSend } from './cart-actor-context';
import { HeldClicks } from '../app/early-clicks';
import { LINE_ACTION, LineDetails, lineReplay } from './cart-line-view';

interface LineDetailsProps {
  item: CartItem;
  lineKey: string;
  onNavigate?: () => void;
  /** Without an add-on the line is another item, drawn anew: focus needs a new place. */
  afterRemove?: () => void;
}

export function CartLineDetails({ item, lineKey, onNavigate, afterRemove }: LineDetailsProps) {
  const send = useCartSend();
  const removeAddon = (cartAddonID: string) => {
    send({ type: 'REMOVE_ADDON', key: lineKey, cartAddonID });
    afterRemove?.();
  };
  return <LineDetails item={item} onNavigate={onNavigate} onRemoveAddon={removeAddon} />;
}

interface RemoveLineProps {
  item: CartItem;
  lineKey: string;
  /** Moves focus somewhere sensible: the button it was on is gone. */
  afterRemove?: () => void;
  /** The cart page's, which takes over the server's Remove (its held presses come here). */
  holdsClicks?: boolean;
}

export function RemoveLineButton({ item, lineKey, afterRemove, holdsClicks = false }: RemoveLineProps) {
  const send = useCartSend();
  const remove = () => {
    send({ type: 'REMOVE', key: lineKey });
    afterRemove?.();
  };
  const replay = lineReplay(lineKey, 'remove');
  return (
    <>
      {holdsClicks && <HeldClicks name={replay} />}
      <button
        type="button"
        className={LINE_ACTION}
        aria-label={`Remove ${item.product.itemName} from cart`}
        data-replay={holdsClicks ? replay : undefined}
        onClick={remove}
      >
        Remove
      </button>
    </>
  );
}
