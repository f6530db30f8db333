/** The studio's Orders, Customers, Discounts and Shipping pages, each loaded on first visit so the theme editor never pays for them. */
import { lazy } from 'react';
import type { BackOfficeApi } from '../application/ports/back-office-api.port';
import type { OwnerSession } from '../application/ports/studio-api.port';
import { StudioPageFrame } from './studio-page-frame';

const OrdersView = lazy(() => import('./orders/orders-view'));
const CustomersView = lazy(() => import('./customers/customers-view'));
const DiscountsView = lazy(() => import('./discounts/discounts-view'));
const ShippingView = lazy(() => import('./shipping/shipping-view'));

export function BackOfficePages({
  view,
  api,
  session,
  onSignOut,
}: {
  view: 'orders' | 'customers' | 'discounts' | 'shipping';
  api: BackOfficeApi;
  session: OwnerSession;
  onSignOut: () => void;
}) {
  return (
    <StudioPageFrame view={view} session={session} loading={`Loading ${view}…`} onSignOut={onSignOut}>
      {view === 'orders' ? (
        <OrdersView api={api} />
      ) : view === 'customers' ? (
        <CustomersView api={api} />
      ) : view === 'shipping' ? (
        <ShippingView api={api} />
      ) : (
        <DiscountsView api={api} />
      )}
    </StudioPageFrame>
  );
}
