/** The order's lines with their variants and add-ons, and its totals, in the currency the shopper paid in. */
import type { OwnerOrder } from '../../application/ports/back-office-api.port';
import { shownLineMinor } from '../../domain/orders/order-totals';
import { taxLineLabel } from '../../domain/tax/tax-label';
import { card } from '../back-office/card';
import { orderMinorMoney } from '../back-office/order-money';

export function OrderItems({ order }: { order: OwnerOrder }) {
  const money = (minor: number) => orderMinorMoney(minor, order.currency.abbreviation);
  const totals = order.shownTotals;
  // The storefront's tax line (tax-label.ts): added before the total, or "Includes tax" under it.
  const taxLabel = taxLineLabel(order.tax) ?? (totals.tax > 0 ? 'Tax' : null);
  const taxRow = taxLabel && (
    <>
      <dt className={order.tax.included ? 'text-gray-600' : undefined}>{taxLabel}</dt>
      <dd className={`text-right tabular-nums${order.tax.included ? ' text-gray-600' : ''}`}>{money(totals.tax)}</dd>
    </>
  );
  return (
    <section aria-labelledby="items-heading" className={card}>
      <h3 id="items-heading" className="mb-2 font-semibold">
        Items
      </h3>
      <ul className="divide-y divide-gray-100">
        {order.lines.map((line, index) => (
          <li key={`${index}-${line.sku}`} className="flex justify-between gap-4 py-2 text-sm">
            <div>
              <p className="font-medium">{line.itemName}</p>
              {line.variantName && <p className="text-gray-600">{line.variantName}</p>}
              {line.addons.length > 0 && <p className="text-gray-600">Add-ons: {line.addons.map((addon) => addon.addonName).join(', ')}</p>}
              <p className="text-xs text-gray-600">
                SKU {line.sku} · quantity {line.quantity}
              </p>
            </div>
            <p className="tabular-nums whitespace-nowrap">{money(shownLineMinor(line, order.currency))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-200 pt-2 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>Discount ({order.discountLabel})</dt>
            <dd className="text-right tabular-nums">−{money(totals.discount)}</dd>
          </>
        )}
        <dt>Shipping ({order.shippingMethod.name})</dt>
        <dd className="text-right tabular-nums">{money(totals.shipping)}</dd>
        {!order.tax.included && taxRow}
        {totals.giftCard > 0 && (
          <>
            <dt>Gift card ending {order.giftCardLast4}</dt>
            <dd className="text-right tabular-nums">−{money(totals.giftCard)}</dd>
          </>
        )}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{money(totals.total)}</dd>
        {order.tax.included && taxRow}
      </dl>
    </section>
  );
}
