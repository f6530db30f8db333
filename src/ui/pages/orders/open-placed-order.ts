/**
 * Opens a just-placed order's page, `/order/{id}?t=...`, whose address carries the guest's secret.
 * Within the app when none of the owner's tags run; as a new document when they do, since tags
 * loaded for the checkout would read the new address (secret-url.ts). `placed=1` asks the page for
 * its thank-you once; the page takes it out of the address. An order paid by card goes to the
 * card payment page instead (a new document on the provider's site); it comes back to the order's page.
 */
import { useNavigate } from 'react-router';
import type { PlacedOrder } from '../../../domain/orders/order-types';
import { ownerScriptsRunningOf } from '../../app/owner-scripts-state';
import { browserPageStores } from '../../app/services-holder';

export const PLACED_PARAM = 'placed';

export function useOpenPlacedOrder(): (placed: PlacedOrder) => void {
  const navigate = useNavigate();
  return (placed) => {
    if (placed.order.paymentUrl) {
      window.location.assign(placed.order.paymentUrl);
      return;
    }
    const url = `${placed.orderUrl}${placed.orderUrl.includes('?') ? '&' : '?'}${PLACED_PARAM}=1`;
    if (ownerScriptsRunningOf(browserPageStores()).get()) window.location.assign(url);
    else void navigate(url);
  };
}
