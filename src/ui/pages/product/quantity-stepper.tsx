/**
 * Quantity with - and + buttons (spec sections 4 and 9): never below 1, minus only above 1, an
 * empty or too small entry resets to 1 when the field is left, and never more than the stock.
 */
import { useEffect, useState } from 'react';
import { canDecrement, canIncrement, decrement, increment } from '../../../domain/cart/quantity';
import { useProductState, useProductStore } from './product-store';

export function QuantityStepper({ max, disabled }: { max: number; disabled: boolean }) {
  const store = useProductStore();
  const quantity = useProductState((s) => s.quantity);
  // What the shopper is typing; committed (and corrected) on blur or Enter.
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const ceiling = max > 0 ? max : undefined;
  const commit = () => {
    store.setQuantity(text);
    setText(String(store.get().quantity));
  };
  const button = 'btn btn-outline btn-sm size-10 justify-center p-0 text-lg';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="product-quantity" className="font-medium">
        Quantity
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label="Decrease quantity"
          aria-controls="product-quantity"
          disabled={disabled || !canDecrement(quantity)}
          onClick={() => store.setQuantity(decrement(quantity))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id="product-quantity"
          name="quantity"
          className="input w-20 text-center"
          type="number"
          inputMode="numeric"
          min={1}
          max={ceiling}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className={button}
          aria-label="Increase quantity"
          aria-controls="product-quantity"
          disabled={disabled || !canIncrement(quantity, ceiling)}
          onClick={() => store.setQuantity(increment(quantity, ceiling))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
