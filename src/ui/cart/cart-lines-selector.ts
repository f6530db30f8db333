/**
 * The cart's lines for views, compared line by line: the selector builds new line views on every
 * snapshot, and a list that shows the same items in the same state must not re-render.
 */
import { selectLines, type CartLineView } from '../../application/cart/cart.selectors';
import { useCartSelector } from './cart-actor-context';

function sameLines(a: CartLineView[], b: CartLineView[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i]!;
      return (
        line.item === other.item &&
        line.saving === other.saving &&
        line.canDecrement === other.canDecrement &&
        line.canIncrement === other.canIncrement
      );
    })
  );
}

export function useCartLines(): CartLineView[] {
  return useCartSelector(selectLines, sameLines);
}
