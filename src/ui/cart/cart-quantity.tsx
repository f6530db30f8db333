/**
 * A cart line's quantity (spec sections 4 and 9): − and + buttons, and a field whose typed value is
 * sent when the shopper leaves it or presses Enter; empty or below 1 becomes 1. While the line's
 * change waits for the server the controls are off (aria-disabled, so keyboard focus stays put).
 * The stepper's markup (cart-line-view.tsx) is shared with the server's cart page, whose buttons
 * post to /cart, so the live stepper takes its place without moving a pixel (decision 52).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CartLineView } from '../../application/cart/cart.selectors';
import { normalizeQuantity } from '../../domain/cart/quantity';
import { useCartSend } from './cart-actor-context';
import { HeldClicks } from '../app/early-clicks';
import { lineReplay, QuantityStepper } from './cart-line-view';
import { takeTypedQuantity } from './typed-quantity';

/** `holdsClicks`: the cart page's stepper, which takes over the server's (its held presses come here). */
export function CartQuantity({ line, idPrefix, holdsClicks = false }: { line: CartLineView; idPrefix: string; holdsClicks?: boolean }) {
  const send = useCartSend();
  const { key, item, saving } = line;
  const name = item.product.itemName;
  const [text, setText] = useState(String(item.quantity));
  // A new quantity from the cart shows in the field (set while rendering, so not on the first render:
  // what was typed in the server's row, taken over below, stays).
  const [shownQuantity, setShownQuantity] = useState(item.quantity);
  if (shownQuantity !== item.quantity) {
    setShownQuantity(item.quantity);
    setText(String(item.quantity));
  }
  const inputId = `${idPrefix}-qty-${key}`;

  const field = useRef<HTMLInputElement>(null);

  const commit = (typed = text) => {
    if (saving) return;
    const quantity = normalizeQuantity(typed);
    // Unchanged (or typed back to the same number) sends nothing; the field shows the line's quantity again.
    if (quantity === item.quantity) setText(String(item.quantity));
    else send({ type: 'SET_QUANTITY', key, quantity });
  };
  // Taking over the server's row (the cart page): what was typed there goes on here, before that row goes.
  useLayoutEffect(() => {
    if (!holdsClicks) return;
    const typed = takeTypedQuantity(key);
    if (!typed) return;
    setText(typed.text);
    if (typed.focused) field.current?.focus();
    if (typed.sent) commit(typed.text);
    // Once, as the live row first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  const step = (type: 'INCREMENT' | 'DECREMENT', allowed: boolean) => () => {
    if (allowed) send({ type, key });
  };

  const replay = (action: 'dec' | 'inc') => (holdsClicks ? lineReplay(key, action) : undefined);
  return (
    <>
      {holdsClicks && <HeldClicks name={lineReplay(key, 'dec')} />}
      {holdsClicks && <HeldClicks name={lineReplay(key, 'inc')} />}
      <QuantityStepper
        name={name}
        inputId={inputId}
        decrease={{ 'aria-disabled': !line.canDecrement, 'data-replay': replay('dec'), onClick: step('DECREMENT', line.canDecrement) }}
        increase={{ 'aria-disabled': !line.canIncrement, 'data-replay': replay('inc'), onClick: step('INCREMENT', line.canIncrement) }}
        input={{
          ref: field,
          value: text,
          readOnly: saving,
          'aria-busy': saving,
          onChange: (event) => setText(event.target.value),
          onBlur: () => commit(),
          onKeyDown,
        }}
      />
    </>
  );
}
