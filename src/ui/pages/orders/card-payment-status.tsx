/**
 * On an order waiting for its card payment: the way to the payment page, and, back from it
 * (`?payment=card`), that the payment is being confirmed. The order turns Paid only when the payment
 * provider tells the store (its webhook), which may come a moment after the shopper: live, the page
 * asks again every few seconds for a minute; without JavaScript, "Check again" reloads it.
 */
import { useEffect } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { OrderView } from '../../../domain/orders/order-types';

const POLL_MS = 2000;
const POLL_FOR_MS = 60_000;

export function CardPaymentStatus({ order, returned }: { order: OrderView; returned: boolean }) {
  const waiting = order.paymentMethod === 'card' && order.canResume;
  const revalidator = useRevalidator();
  const location = useLocation();
  useEffect(() => {
    if (!waiting || !returned) return undefined;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) window.clearInterval(timer);
      else if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, returned, revalidator]);

  if (returned && order.paymentStatus === 'paid')
    return (
      <p role="status" className="card">
        Your card payment arrived. Thank you!
      </p>
    );
  if (!waiting) return null;
  return (
    <div className="card flex flex-col gap-3" role="status">
      {returned ? (
        <p>We are waiting for the card payment to be confirmed. This usually takes a few seconds; this page updates when it arrives.</p>
      ) : (
        <p>This order waits for its card payment.</p>
      )}
      <p className="flex flex-wrap gap-3">
        {order.paymentUrl && (
          <a href={order.paymentUrl} className="btn btn-primary">
            {returned ? 'Go back to the card payment' : 'Pay by card'}
          </a>
        )}
        {returned && (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn btn-outline">
            Check again
          </Link>
        )}
      </p>
    </div>
  );
}
