/** One order's page in the studio: what was bought, by whom, to where, how it is paid, its answers, and its status with the timeline. */
import { useCallback } from 'react';
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import { card } from '../back-office/card';
import { dateTime } from '../back-office/dates';
import { LoadProblem } from '../back-office/load-problem';
import { StatusBadge } from '../back-office/status-badge';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { pageHash } from '../use-studio-view';
import { OrderAnswers } from './order-answers';
import { OrderCustomer } from './order-customer';
import { OrderItems } from './order-items';
import { OrderStatusForm } from './order-status-form';
import { OrderTimeline } from './order-timeline';
import { paymentMethodLabel } from './payment-labels';

export function OrderDetail({ api, orderID }: { api: BackOfficeApi; orderID: number }) {
  const load = useCallback(() => api.order(orderID), [api, orderID]);
  const { state, reload, replace } = useOwnerLoad(load);
  if (state.status !== 'ready')
    return (
      <>
        <a href={pageHash('orders')} className="text-sm text-blue-700 underline">
          ← All orders
        </a>
        <LoadProblem state={state} what="order" onRetry={reload} />
      </>
    );
  const { order, nextStatuses } = state.value;
  return (
    <>
      <a href={pageHash('orders')} className="text-sm text-blue-700 underline">
        ← All orders
      </a>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Order {order.code}</h2>
        <StatusBadge label={order.status} />
        <p className="text-sm text-gray-600">Placed {dateTime(order.createdAt)}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <OrderItems order={order} />
          <OrderStatusForm api={api} order={order} nextStatuses={nextStatuses} onChanged={replace} />
          <OrderTimeline history={order.history} />
        </div>
        <div className="flex flex-col gap-4">
          <OrderCustomer order={order} />
          <section aria-labelledby="payment-heading" className={card}>
            <h3 id="payment-heading" className="mb-2 font-semibold">
              Payment
            </h3>
            <p className="text-sm">
              {paymentMethodLabel(order.paymentMethod)} · <strong>{order.paymentStatus === 'paid' ? 'Paid' : 'Unpaid'}</strong>
            </p>
            {order.paymentInstructions && <p className="mt-1 text-xs text-gray-600">{order.paymentInstructions}</p>}
          </section>
          <OrderAnswers api={api} order={order} />
        </div>
      </div>
    </>
  );
}
