/**
 * A quantity typed into the server's cart row before the live cart took over (decision 52). The
 * live row replaces the server's where it stands, so what was typed there would be lost, and an
 * Enter pressed there is held by the early-clicks script (its Update button's `data-replay`), never
 * posted, so it would be lost too. The live row reads the server's field once, just before the
 * server's row goes, and carries on as if the shopper had typed into it.
 */
import { takeHeldClicks } from '../app/early-clicks';
import { lineReplay } from './cart-line-view';

/** Names the server row's quantity field by its line's key. */
export const SERVER_QUANTITY_FIELD = 'data-server-quantity';

export interface TypedQuantity {
  text: string;
  /** Enter was pressed in it (held), or focus has left it: either way the live field would have sent it. */
  sent: boolean;
  /** Focus is still in it: the live field takes focus and the typing goes on there. */
  focused: boolean;
}

/** What was typed in the server's field of line `key`, or null if nothing; takes the held Enter off the queue either way. */
export function takeTypedQuantity(key: string): TypedQuantity | null {
  const entered = takeHeldClicks(lineReplay(key, 'update')) > 0;
  const field = [...document.querySelectorAll<HTMLInputElement>(`input[${SERVER_QUANTITY_FIELD}]`)].find(
    (input) => input.getAttribute(SERVER_QUANTITY_FIELD) === key,
  );
  if (!field || field.value === field.defaultValue) return null;
  const focused = document.activeElement === field;
  return { text: field.value, sent: entered || !focused, focused };
}
