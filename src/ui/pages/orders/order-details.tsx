/**
 * One order as its owner sees it: the status and what happens next, how to pay, the lines and
 * totals at the order's own rate, where it goes and the status timeline.
 */
import type { ReactNode } from 'react';
import { addressLines } from '../../../domain/address/address-format';
import { currencyDigits } from '../../../domain/money/minor-units';
import type { OrderView, PublicOrderView } from '../../../domain/orders/order-types';
import { shownLineTotal } from '../../../domain/orders/order-totals';
import { SHOWN, SummaryLines, TotalsList, usePriceAt } from '../../orders/order-summary';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const orderDate = (iso: string) => `${DATE.format(new Date(iso))} UTC`;

export function OrderStatusPanel({ order }: { order: PublicOrderView }) {
  return (
    <div className="card flex flex-col gap-2">
      <p className="text-sm opacity-75">Order code</p>
      <p className="text-2xl font-semibold tracking-wide" data-testid="order-code">
        {order.code}
      </p>
      <p>
        Status: <strong data-testid="order-status">{order.status}</strong>
      </p>
      {order.whatHappensNext && <p>{order.whatHappensNext}</p>}
      {order.paymentInstructions && <p className="text-sm">{order.paymentInstructions}</p>}
      <OrderTracking tracking={order.tracking} />
    </div>
  );
}

/** The carrier's number and link once the order ships; the link opens the carrier's page in a new tab. */
function OrderTracking({ tracking }: { tracking: PublicOrderView['tracking'] | undefined }) {
  if (!tracking || (!tracking.number && !tracking.url)) return null;
  return (
    <p className="text-sm">
      Tracking number: <strong data-testid="tracking-number">{tracking.number || '—'}</strong>
      {tracking.url && (
        <>
          {' '}
          ·{' '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer nofollow" className="underline">
            Track your package
          </a>
        </>
      )}
    </p>
  );
}

export function OrderLinesAndTotals({ order }: { order: PublicOrderView }) {
  const price = usePriceAt(SHOWN);
  return (
    <section aria-labelledby="order-items-heading" className="card flex flex-col gap-2">
      <h2 id="order-items-heading" className="text-lg font-semibold">
        Items
      </h2>
      <SummaryLines
        price={price}
        lines={order.lines.map((line, index) => ({
          key: `${index}-${line.sku}`,
          name: line.itemName,
          variant: line.variantName,
          url: line.productURL,
          thumbnail: line.thumbnailFile,
          quantity: line.quantity,
          addons: line.addons.map((addon) => addon.addonName),
          total: shownLineTotal(line, order.currency),
        }))}
      />
      <TotalsList
        totals={order.shownTotals}
        digits={currencyDigits(order.currency.abbreviation)}
        shippingName={order.shippingMethod.name}
        tax={order.tax}
        price={price}
        labels={{ discount: order.discountLabel, giftCard: order.giftCardLast4 ? `ending ${order.giftCardLast4}` : '' }}
      />
    </section>
  );
}

/** The order's status and lines beside `aside` (the address, or a way to pay). */
export function OrderLayout({ order, children }: { order: PublicOrderView; children: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <OrderStatusPanel order={order} />
        <OrderLinesAndTotals order={order} />
      </div>
      {children}
    </div>
  );
}

export function OrderDetails({ order }: { order: OrderView }) {
  const { contact, shippingAddress: a } = order;
  return (
    <OrderLayout order={order}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="order-ship-heading" className="card flex flex-col gap-1">
          <h2 id="order-ship-heading" className="text-lg font-semibold">
            Shipping to
          </h2>
          <p>{contact.fullName}</p>
          <address className="not-italic">
            {addressLines(a).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
          {contact.email && <p className="text-sm opacity-75">{contact.email}</p>}
          {contact.phone && <p className="text-sm opacity-75">{contact.phone}</p>}
          {order.note && <p className="mt-2 text-sm">Note: {order.note}</p>}
          {order.customFields.map((field) => (
            <p key={field.fieldName} className="text-sm">
              {field.fieldName}: {Array.isArray(field.value) ? field.value.join(', ') : field.value}
            </p>
          ))}
        </section>
        <section aria-labelledby="order-history-heading" className="card">
          <h2 id="order-history-heading" className="mb-2 text-lg font-semibold">
            History
          </h2>
          <ol className="flex flex-col gap-1 text-sm">
            {order.history.map((entry, index) => (
              <li key={index}>
                <strong>{entry.status}</strong> · {orderDate(entry.createdAt)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </OrderLayout>
  );
}
