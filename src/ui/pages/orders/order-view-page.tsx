/**
 * /order/{id}: the order confirmation and the page a guest's link opens (?t= is the order's access
 * token); a signed-in customer opens their own orders without it (/orderdetail/{id} too).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OrderDetails } from './order-details';
import { useLoaded, useOrders } from './use-orders';

export function OrderViewPage({ orderId, inAccount }: { orderId: string; inAccount: boolean }) {
  const orders = useOrders();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The thank-you shows once: the history entry forgets it, so a reload or a later visit shows the order.
  const [placed] = useState(() => (location.state as { placed?: boolean } | null)?.placed === true);
  useEffect(() => {
    if (placed) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Once, for the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const token = params.get('t') ?? '';
  const id = Number(orderId);
  const order = useLoaded(`${orderId}#${token}`, () => (Number.isSafeInteger(id) && id > 0 ? orders.order(id, token) : Promise.resolve(null)));
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      {order.state === 'loading' && <><h1 id="page-heading">Your order</h1><p role="status">Loading your order…</p></>}
      {order.state === 'failed' && <><h1 id="page-heading">Your order</h1><p role="alert" className="card">We could not load this order: {order.message}</p></>}
      {order.state === 'ready' && !order.value && (
        <>
          <h1 id="page-heading">Order not found</h1>
          <p className="card">We could not find this order. Open it from the link in your confirmation email{inAccount ? '' : ', or sign in to see your orders'}.</p>
        </>
      )}
      {order.state === 'ready' && order.value && (
        <>
          <h1 id="page-heading">{placed ? 'Thank you for your order!' : `Order ${order.value.code}`}</h1>
          {placed && (
            <p role="status" className="text-lg">
              We have your order, {order.value.contact.fullName}.{order.value.contact.email ? ` A confirmation is on its way to ${order.value.contact.email}.` : ''} Keep this page&apos;s address to see your order again.
            </p>
          )}
          <OrderDetails order={order.value} />
          {order.value.canResume && <p><Link to={`/checkout/oc/${order.value.code}`} className="btn btn-outline">Pay another way</Link></p>}
        </>
      )}
      <p className="flex gap-3">
        <Link to="/" className="btn btn-primary">Continue shopping</Link>
        {inAccount && <Link to="/orderlist" className="btn btn-outline">All orders</Link>}
      </p>
    </section>
  );
}
