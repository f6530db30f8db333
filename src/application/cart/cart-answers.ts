/**
 * What a store API answer does to the cart: the server's cart becomes the base (a guest's pricing
 * only corrects the lines it was asked about), and the verdict says which popup or dialog to show.
 */
import type { CartIntent } from '../../domain/cart/cart-intents';
import { lineKey } from '../../domain/cart/cart-item';
import { acceptServerCart, applyPricing, findLine, troubledItems } from '../../domain/cart/cart-rules';
import type { CartAnswer, CartItem, CartItemStatus } from '../../domain/cart/cart-types';
import { cartOf, type Patch } from './cart.actions';
import type { CartContext } from './cart.context';
import type { CartCallOutcome } from './cart-sync';

/** What an answer says about the lines: the one the shopper asked about, and the others not ok. */
export interface Verdict {
  named: { item: CartItem; status: CartItemStatus; statusMessage: string } | null;
  troubled: CartItem[];
  heading: string;
  message: string;
}

/** The head change is confirmed: the server's cart becomes the base and the rest replays on top. */
export function acknowledge(context: CartContext, outcome: CartCallOutcome, answer: CartAnswer): { patch: Patch; verdict: Verdict } {
  const [head, ...rest] = context.pending;
  const base =
    context.owner === null && outcome.call.op === 'getCart'
      ? applyPricing(context.base, outcome.call.cartCodes.split('|'), answer.items)
      : acceptServerCart(answer.items);
  const patch: Patch = { ...cartOf(base, rest), attempt: 0, offline: false };
  return { patch, verdict: verdictOf(context, head, answer) };
}

function verdictOf(context: CartContext, head: CartIntent | undefined, answer: CartAnswer): Verdict {
  const said = { heading: answer.cartStatusHeading, message: answer.cartStatusMessage };
  const response = answer.cartResponse?.cartCode ? answer.cartResponse : null;
  if (response) {
    // A line the server refused may be missing from its answer: the shopper's copy names it.
    const key = lineKey({ cartItemCode: response.cartCode });
    const item = findLine(answer.items, key) ?? findLine(context.items, key) ?? (head?.kind === 'add' ? head.item : undefined);
    const named = item && response.status !== 'ok' ? { item, status: response.status, statusMessage: response.statusMessage } : null;
    return { named, troubled: [], ...said };
  }
  // A guest's pricing after a change answers for the changed line the way AddCartItem does for a customer.
  const focus = head?.kind === 'refresh' && head.key ? findLine(answer.items, head.key) : undefined;
  const named =
    focus && focus.status !== 'ok'
      ? { item: namedAsKnown(focus, context.items), status: focus.status, statusMessage: answer.cartStatusMessage }
      : null;
  const troubled = troubledItems(answer.items).filter((item) => item !== focus);
  return { named, troubled: troubled.map((item) => namedAsKnown(item, context.items)), ...said };
}

/**
 * A line whose product is gone comes back without a name (the store no longer has one to give): the
 * shopper's copy of the line still has it, so the dialog says which item left ("Tidal mug: Item
 * Removed"), not "An item".
 */
function namedAsKnown(item: CartItem, known: readonly CartItem[]): CartItem {
  if (item.product.itemName) return item;
  const before = findLine(known, lineKey(item));
  if (!before?.product.itemName) return item;
  const { itemName, variantName, thumbnailFile, imageFile } = before.product;
  return { ...item, product: { ...item.product, itemName, variantName, thumbnailFile, imageFile, productURL: '' } };
}
