/** /orderlist: the signed-in customer's orders in this store, newest first, each opening its detail. */
import { Link } from 'react-router';
import { currencyDigits } from '../../../domain/money/minor-units';
import type { OrderView } from '../../../domain/orders/order-types';
import { orderDate } from './order-details';
import { SHOWN, usePriceAt } from '../../orders/order-summary';
import { useLoaded, useOrders } from '../../orders/use-orders';

function OrderRow({ order }: { order: OrderView }) {
  const price = usePriceAt(SHOWN);
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <tr className="align-top">
      <td className="py-3 pe-3">
        <Link to={`/orderdetail/${order.orderID}`} className="font-medium underline">
          {order.code}
        </Link>
      </td>
      <td className="hidden py-3 pe-3 sm:table-cell">{orderDate(order.createdAt)}</td>
      <td className="py-3 pe-3">{order.status}</td>
      <td className="hidden py-3 pe-3 md:table-cell">
        {items} {items === 1 ? 'item' : 'items'}
      </td>
      <td className="py-3 text-end font-medium">{price(order.shownTotals.total / 10 ** currencyDigits(order.currency.abbreviation))}</td>
    </tr>
  );
}

export function OrderListView() {
  const orders = useOrders();
  const list = useLoaded('orders', () => orders.orders());
  if (list.state === 'loading') return <p role="status">Loading your orders…</p>;
  if (list.state === 'failed')
    return (
      <p role="alert" className="card">
        We could not load your orders: {list.message}
      </p>
    );
  if (list.value.length === 0)
    return (
      <p className="card">
        You have no orders yet.{' '}
        <Link to="/" className="underline">
          Start shopping
        </Link>
      </p>
    );
  return (
    <table className="w-full border-collapse text-start">
      <caption className="sr-only">Your orders, newest first</caption>
      <thead className="border-b border-[var(--color-border)] text-sm">
        <tr>
          <th scope="col" className="py-2 text-start font-medium">
            Order
          </th>
          <th scope="col" className="hidden py-2 text-start font-medium sm:table-cell">
            Placed
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            Status
          </th>
          <th scope="col" className="hidden py-2 text-start font-medium md:table-cell">
            Items
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-[var(--color-border)]">
        {list.value.map((order) => (
          <OrderRow key={order.orderID} order={order} />
        ))}
      </tbody>
    </table>
  );
}
