/**
 * A cart line's quantity (spec sections 4 and 9): − and + buttons, and a field whose typed value is
 * sent when the shopper leaves it or presses Enter; empty or below 1 becomes 1. While the line's
 * change waits for the server the controls are off (aria-disabled, so keyboard focus stays put).
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { CartLineView } from '../../application/cart/cart.selectors';
import { normalizeQuantity } from '../../domain/cart/quantity';
import { useCartSend } from './cart-actor-context';

const STEP = 'btn btn-outline btn-sm size-9 shrink-0 justify-center p-0 text-lg';

export function CartQuantity({ line, idPrefix }: { line: CartLineView; idPrefix: string }) {
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

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={STEP}
        aria-label={`Decrease quantity of ${name}`}
        aria-controls={inputId}
        aria-disabled={!line.canDecrement}
        onClick={step('DECREMENT', line.canDecrement)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {name}
      </label>
      <input
        id={inputId}
        className="input w-14 px-1 text-center"
        type="number"
        inputMode="numeric"
        min={1}
        value={text}
        readOnly={saving}
        aria-busy={saving}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={STEP}
        aria-label={`Increase quantity of ${name}`}
        aria-controls={inputId}
        aria-disabled={!line.canIncrement}
        onClick={step('INCREMENT', line.canIncrement)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
