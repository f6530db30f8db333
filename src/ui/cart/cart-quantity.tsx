/**
 * A cart line's quantity (spec sections 4 and 9): − and + buttons, and a field whose typed value is
 * sent when the shopper leaves it or presses Enter; empty or below 1 becomes 1. While the line's
 * change waits for the server the controls are off (aria-disabled, so keyboard focus stays put).
 * The stepper's markup (cart-line-view.tsx) is shared with the server's cart page, whose buttons
 * post to /cart, so the live stepper takes its place without moving a pixel (decision 52).
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { CartLineView } from '../../application/cart/cart.selectors';
import { normalizeQuantity } from '../../domain/cart/quantity';
import { useCartSend } from './cart-actor-context';
import { HeldClicks } from '../app/early-clicks';
import { lineReplay, QuantityStepper } from './cart-line-view';

/** `holdsClicks`: the cart page's stepper, which takes over the server's (its held presses come here). */
export function CartQuantity({ line, idPrefix, holdsClicks = false }: { line: CartLineView; idPrefix: string; holdsClicks?: boolean }) {
  const send = useCartSend();
  const { key, item, saving } = line;
  const name = item.product.itemName;
  const [text, setText] = useState(String(item.quantity));
  useEffect(() => setText(String(item.quantity)), [item.quantity]);
  const inputId = `${idPrefix}-qty-${key}`;

  const commit = () => {
    if (saving) return;
    const quantity = normalizeQuantity(text);
    // Unchanged (or typed back to the same number) sends nothing; the field shows the line's quantity again.
    if (quantity === item.quantity) setText(String(item.quantity));
    else send({ type: 'SET_QUANTITY', key, quantity });
  };
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
          value: text,
          readOnly: saving,
          'aria-busy': saving,
          onChange: (event) => setText(event.target.value),
          onBlur: commit,
          onKeyDown,
        }}
      />
    </>
  );
}
