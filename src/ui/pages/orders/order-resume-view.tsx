/**
 * /checkout/oc/{ordercode}: an order still waiting for its payment, opened by its code. The shopper
 * sees what they ordered and may choose how to pay again (a failed card, a bank transfer they would
 * rather pay on delivery); contact and address stay hidden from whoever holds only the code.
 * Changing the payment needs more than the code: the order's link token (`?t=`, carried over from
 * the order page) or the signed-in customer whose order it is.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicOrderView } from '../../../domain/orders/order-types';
import { servicesFrom } from '../../app/services-holder';
import { ChoiceGroup } from './checkout-inputs';
import { OrderLayout } from './order-details';
import { useLoaded, useOrders } from '../../orders/use-orders';

export function OrderResumeView({ orderCode }: { orderCode: string }) {
  const orders = useOrders();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const found = useLoaded(orderCode, () => orders.orderCart(orderCode));
  const [updated, setUpdated] = useState<PublicOrderView | null>(null);
  if (found.state === 'loading') return <p role="status">Loading your order…</p>;
  if (found.state === 'failed')
    return (
      <p role="alert" className="card">
        We could not load this order: {found.message}
      </p>
    );
  if (!found.value) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="card">
          We could not find an order with the code {orderCode}. Check the code in your confirmation email.
        </p>
        <p>
          <Link to="/" className="btn btn-primary">
            Continue shopping
          </Link>
        </p>
      </div>
    );
  }
  const order = updated ?? found.value;
  return (
    <OrderLayout order={order}>
      {params.get('payment') === 'cancelled' && order.canResume && !updated && (
        <p role="status" className="card">
          You left the card payment, so nothing was charged. Your order is kept: pay by card again, or choose another way below.
        </p>
      )}
      {order.canResume ? (
        <PayAgain order={order} token={token} onPaid={setUpdated} />
      ) : (
        <p className="card">
          {updated ? 'Thank you: your order is updated.' : `This order is ${order.status}: there is nothing left to pay here.`}
        </p>
      )}
    </OrderLayout>
  );
}

function PayAgain({ order, token, onPaid }: { order: PublicOrderView; token: string; onPaid(order: PublicOrderView): void }) {
  const orders = useOrders();
  const options = useLoaded('options', () => orders.checkoutOptions());
  const [method, setMethod] = useState(order.paymentMethod);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Rendered in the browser only (after the order loads), where the session is known.
  const [mayPay] = useState(() => token !== '' || servicesFrom(null).isSignedIn());
  if (!mayPay) {
    return (
      <p className="card">
        To change how this order is paid, open it from the link in your confirmation email, or sign in to the account it was placed with.
      </p>
    );
  }
  if (options.state !== 'ready') return <p role="status">Loading payment methods…</p>;
  const pay = async () => {
    setBusy(true);
    setError('');
    try {
      const paid = await orders.payOrder(order.code, method, token);
      // A card is paid on the provider's page, which brings the shopper back to the order.
      if (paid.paymentUrl) window.location.assign(paid.paymentUrl);
      else onPaid(paid);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="card flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      aria-label="Complete payment"
    >
      <ChoiceGroup
        field="PaymentMethod"
        legend="How do you want to pay?"
        value={method}
        onChange={setMethod}
        error={error || undefined}
        choices={options.value.paymentMethods.map((m) => ({ value: m.code, label: m.label, description: m.description }))}
      />
      <button type="submit" className="btn btn-primary justify-center" disabled={busy}>
        {busy ? 'Saving…' : 'Complete payment'}
      </button>
    </form>
  );
}
