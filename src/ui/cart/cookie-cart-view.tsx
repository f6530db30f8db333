/**
 * The cart page of a shopper without JavaScript (or before the browser cart has started): the lines
 * of the cart cookies as the store priced them, in the live cart's layout (cart-lines-table.tsx),
 * their controls posting to /cart (cart-form-action.ts), and the store's pricing with the discount
 * code's form (cart-summary.tsx) and the way to checkout. Once the page is live the browser cart
 * takes these lines over and its own view replaces this one where it stands: nothing moves.
 */
import { Link } from 'react-router';
import { lineKey } from '../../domain/cart/cart-item';
import { canDecrement, canIncrement, MAX_QUANTITY } from '../../domain/cart/quantity';
import { LINE_ACTION, LineDetails, lineReplay, QuantityStepper } from './cart-line-view';
import { summaryPreloadOf } from '../components/cart-bridge';
import { CartLayout, CartLinesTable, type CartTableRow } from './cart-lines-table';
import { CartSummary } from './cart-summary';
import type { CookieCartData } from './cookie-cart-loader';
import { SERVER_QUANTITY_FIELD } from './typed-quantity';

export default function CookieCartView({ cart }: { cart: CookieCartData }) {
  const lines = cart.lines.filter((item) => item.status === 'ok' || item.status === 'lessstock');
  if (lines.length === 0)
    return (
      <p className="card">
        The items in your cart can no longer be bought.{' '}
        <Link to="/" className="underline">
          Continue shopping
        </Link>
      </p>
    );
  return (
    <CartLayout
      // As the live cart's notes (cart-notes.tsx) when it has none: the same box, so the table does not move.
      notes={<div role="status" />}
      lines={<CartLinesTable rows={lines.map(serverRow)} />}
      summary={
        // Not lazy: a summary still loading when the live cart came drew nothing, and the cart below moved.
        <CartSummary codes={cart.codes.join('|')} preloaded={summaryPreloadOf(cart)} />
      }
    />
  );
}

/**
 * A line as the live cart draws it, its controls posting to /cart: the field with Update (also
 * Enter, the field's form's only button), − and + (each posts the next quantity through the line's
 * step form) and Remove (through its remove form). Update is for a page without scripts: where they
 * run, the live stepper sends a typed quantity by itself and has none, so it is not shown. Where
 * scripts run, a press before the live cart took over is held and done again on the live row, and
 * what was typed in the field is carried over to it (typed-quantity.ts).
 */
function serverRow(item: CookieCartData['lines'][number]): CartTableRow {
  const key = lineKey(item);
  const name = item.product.itemName;
  const quantityForm = `cart-qty-${key}`;
  const stepForm = `cart-step-${key}`;
  const removeForm = `cart-remove-${key}`;
  const step = (quantity: number) => ({ type: 'submit' as const, form: stepForm, name: 'quantity', value: quantity });
  return {
    key,
    item,
    details: <LineDetails item={item} />,
    stepper: (
      <QuantityStepper
        name={name}
        inputId={`page-qty-${key}`}
        decrease={{ ...step(item.quantity - 1), disabled: !canDecrement(item.quantity), 'data-replay': lineReplay(key, 'dec') }}
        increase={{ ...step(item.quantity + 1), disabled: !canIncrement(item.quantity), 'data-replay': lineReplay(key, 'inc') }}
        input={{ name: 'quantity', max: MAX_QUANTITY, defaultValue: item.quantity, [SERVER_QUANTITY_FIELD]: key }}
      />
    ),
    actions: (
      <>
        <button
          type="submit"
          form={removeForm}
          className={LINE_ACTION}
          aria-label={`Remove ${name} from cart`}
          data-replay={lineReplay(key, 'remove')}
        >
          Remove
        </button>
        {/* With scripts the live stepper sends what is typed; Enter before it took over is held, never posted. */}
        <button type="submit" name="intent" value="set" className={`${LINE_ACTION} js:hidden`} data-replay={lineReplay(key, 'update')}>
          Update
        </button>
      </>
    ),
    form: { id: quantityForm, method: 'post', action: '/cart' },
    hiddenForms: (
      <>
        <input type="hidden" name="key" value={key} form={quantityForm} />
        <form id={stepForm} method="post" action="/cart" hidden>
          <input type="hidden" name="key" value={key} />
          <input type="hidden" name="intent" value="set" />
        </form>
        <form id={removeForm} method="post" action="/cart" hidden>
          <input type="hidden" name="key" value={key} />
          <input type="hidden" name="intent" value="remove" />
        </form>
      </>
    ),
  };
}
