/** The orders as a table: each code links to its order page. */
import type { OrderSummary } from '../../application/ports/back-office-api.port';
import { dateTime } from '../back-office/dates';
import { ListTable } from '../back-office/list-table';
import { orderMoney } from '../back-office/order-money';
import { StatusBadge } from '../back-office/status-badge';
import { itemHash } from '../use-studio-view';
import { paymentMethodLabel } from './payment-labels';

export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return <p className="p-8 text-center text-sm text-gray-600">No orders match these filters.</p>;
  return (
    <ListTable columns={['Order', 'Date', 'Customer', 'Payment', 'Status', { label: 'Total', right: true }]}>
      {orders.map((order) => (
        <tr key={order.orderID} className="border-t border-gray-100 hover:bg-gray-50">
          <td className="px-4 py-2 font-medium">
            <a href={itemHash('orders', order.orderID)} className="text-blue-700 underline">
              {order.code}
            </a>
          </td>
          <td className="px-4 py-2 whitespace-nowrap">{dateTime(order.createdAt)}</td>
          <td className="px-4 py-2">
            {order.customerName}
            <span className="block text-xs text-gray-600">
              {order.customerEmail || 'No email'}
              {order.isGuest ? ' · guest' : ''}
            </span>
          </td>
          <td className="px-4 py-2">
            {paymentMethodLabel(order.paymentMethod)}
            <span className="block text-xs text-gray-600">{order.paymentStatus === 'paid' ? 'Paid' : 'Unpaid'}</span>
          </td>
          <td className="px-4 py-2">
            <StatusBadge label={order.status} />
          </td>
          <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">{orderMoney(order.total, order.currency)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
