/** The studio's Orders: the list, or one order's page when the address names it (#orders/<id>). */
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import { itemIdOf, useStudioHash } from '../use-studio-view';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';

export default function OrdersView({ api }: { api: BackOfficeApi }) {
  const orderID = itemIdOf('orders', useStudioHash());
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      {orderID === null ? <OrderList api={api} /> : <OrderDetail key={orderID} api={api} orderID={orderID} />}
    </main>
  );
}
