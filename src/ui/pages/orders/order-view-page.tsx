/**
 * /order/{id}: the order confirmation and the page a guest's link opens (?t= is the order's access
 * token); a signed-in customer opens their own orders without it (/orderdetail/{id} too). The route's
 * loader reads the order (order-loader.ts: 404 when there is none). Paying another way needs the same
 * token (or the signed-in customer), so the link to it carries it on.
 */
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CardPaymentStatus } from './card-payment-status';
import { PLACED_PARAM } from './open-placed-order';
import { OrderDetails } from './order-details';
import { OrderReviews } from './order-reviews';
import type { OrderPageData } from './order-loader';

export function OrderViewPage({ inAccount }: { inAccount: boolean }) {
  const { order, failure } = useLoaderData() as OrderPageData;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The thank-you shows once: the address forgets it, so a reload or a later visit shows the order.
  const [placed] = useState(() => params.get(PLACED_PARAM) === '1');
  useEffect(() => {
    if (!placed) return;
    const kept = new URLSearchParams(location.search);
    kept.delete(PLACED_PARAM);
    const query = kept.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    // Once, for the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const token = params.get('t') ?? '';
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      {failure !== null && (
        <>
          <h1 id="page-heading">Your order</h1>
          <p role="alert" className="card">
            We could not load this order: {failure}
          </p>
        </>
      )}
      {failure === null && !order && (
        <>
          <h1 id="page-heading">Order not found</h1>
          <p className="card">
            We could not find this order. Open it from the link in your confirmation email
            {inAccount ? '' : ', or sign in to see your orders'}.
          </p>
        </>
      )}
      {order && (
        <>
          <h1 id="page-heading">{placed ? 'Thank you for your order!' : `Order ${order.code}`}</h1>
          {placed && (
            <p role="status" className="text-lg">
              We have your order, {order.contact.fullName}.
              {order.contact.email ? ` A confirmation is on its way to ${order.contact.email}.` : ''} Keep this page&apos;s address to see
              your order again.
            </p>
          )}
          <CardPaymentStatus order={order} returned={params.get('payment') === 'card'} />
          <OrderDetails order={order} />
          {inAccount && <OrderReviews order={order} />}
          {order.canResume && (
            <p>
              <Link to={`/checkout/oc/${order.code}${token ? `?t=${encodeURIComponent(token)}` : ''}`} className="btn btn-outline">
                Pay another way
              </Link>
            </p>
          )}
        </>
      )}
      <p className="flex gap-3">
        <Link to="/" className="btn btn-primary">
          Continue shopping
        </Link>
        {inAccount && (
          <Link to="/orderlist" className="btn btn-outline">
            All orders
          </Link>
        )}
      </p>
    </section>
  );
}
