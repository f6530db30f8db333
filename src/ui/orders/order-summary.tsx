/**
 * An order's or a checkout's summary: each line with its picture, variant, add-ons, quantity and
 * total, then items, add-ons, subtotal, shipping and total, all in the store's currency: lines from
 * their unit prices at the rate given (the store's today at checkout, the order's own afterwards),
 * totals as the server summed them in that currency (shownTotals), so the lines add up to the total.
 */
import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../domain/money/format-price';
import type { ShownCurrency } from '../../domain/money/minor-units';
import type { OrderTotalsView, TaxView } from '../../domain/orders/order-types';
import { taxLineLabel } from '../../domain/tax/tax-label';
import { SmartImage } from '../sections/parts/smart-image';
import { useStore } from '../app/use-store';

export interface SummaryLine {
  key: string;
  name: string;
  variant: string;
  url: string;
  thumbnail: string;
  quantity: number;
  addons: string[];
  /** In the shopper's currency already (shownLineTotal). */
  total: string;
}

/** Amounts already in the shopper's currency (shown totals and lines): no second conversion. */
export const SHOWN = '1';

/** The store's currency today, as checkout lines are converted. */
export function useStoreCurrency(): ShownCurrency {
  const currency = useStore()?.siteConfig.currency;
  return { abbreviation: currency?.currencyAbbreviation ?? 'USD', rate: currency?.currencyRate ?? 1 };
}

/** Prices at `rate` (the store's own when null), with the store's symbol and show_currency setting. */
export function usePriceAt(rate: string | null): (amount: string | number) => string {
  const store = useStore();
  const symbol = store?.siteConfig.currency.currencySymbol ?? '$';
  const abbreviation = store?.siteConfig.currency.currencyAbbreviation ?? 'USD';
  const show = store?.siteSettings.show_currency ?? false;
  const currencyRate = rate === null ? (store?.siteConfig.currency.currencyRate ?? 1) : Number(rate);
  return useCallback(
    (amount: string | number) =>
      formatPrice(Number(amount) || 0, { currencySymbol: symbol, currencyAbbreviation: abbreviation, currencyRate }, show),
    [symbol, abbreviation, currencyRate, show],
  );
}

export function SummaryLines({ lines, price }: { lines: readonly SummaryLine[]; price: (amount: string) => string }) {
  const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
  return (
    <ul className="flex flex-col divide-y divide-[var(--color-border)]">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3">
          <SmartImage
            path={line.thumbnail}
            staticCDN={staticCDN}
            alt=""
            width={64}
            height={64}
            sizes="64px"
            className="aspect-square size-16 shrink-0 rounded-[var(--radius)] object-cover"
          />
          <div className="flex flex-1 flex-col text-sm">
            {line.url ? (
              <Link to={line.url} className="font-medium hover:underline">
                {line.name}
              </Link>
            ) : (
              <span className="font-medium">{line.name}</span>
            )}
            {line.variant && <span className="opacity-75">{line.variant}</span>}
            {line.addons.map((addon) => (
              <span key={addon} className="opacity-75">
                + {addon}
              </span>
            ))}
            <span className="opacity-75">Quantity: {line.quantity}</span>
          </div>
          <span className="font-medium">{price(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What named the order's discount and gift card ('' for none): shown beside their lines. */
export interface TotalsLabels {
  discount: string;
  giftCard: string;
}

interface TotalsListProps {
  /** Minor units of the shown currency (a quote's or an order's shownTotals). */
  totals: OrderTotalsView;
  /** Decimals of that currency's minor unit: 2 for cents, 0 for yen. */
  digits: number;
  shippingName: string | null;
  /** The tax the totals were worked with (docs/checkout.md): its line reads "Tax (8.875%)" or "Includes tax (20%)". */
  tax?: TaxView | undefined;
  price: (amount: number) => string;
  labels?: TotalsLabels | undefined;
  /** The cart's estimate (docs/checkout.md): shipping for the store's own country, before an address is known. */
  estimate?: boolean;
}

/** Formats minor units of the shown currency, whose minor unit has `digits` decimals, with a formatter of its amounts. */
export const minorPrice =
  (price: (amount: number) => string, digits: number) =>
  (minor: number): string =>
    price(minor / 10 ** digits);

/** Totals with the tax line where it counts: added before the total, or "Includes tax" under it. */
export function TotalsList({ totals, digits, shippingName, tax, price: priceAmount, labels, estimate = false }: TotalsListProps) {
  const price = minorPrice(priceAmount, digits);
  const row = (label: string, amount: number, zero?: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{zero !== undefined && amount === 0 ? zero : price(amount)}</dd>
    </div>
  );
  // A minus sign the screen reader says, on the amounts taken off.
  const off = (label: string, amount: number) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">−</span>
        <span className="sr-only">minus </span>
        {price(amount)}
      </dd>
    </div>
  );
  const taxLabel = tax ? taxLineLabel(tax) : totals.tax > 0 ? 'Tax' : null;
  return (
    <dl className="flex flex-col gap-1 border-t border-[var(--color-border)] pt-3">
      {row('Items', totals.itemsTotal)}
      {totals.addonsTotal > 0 && row('Add-ons', totals.addonsTotal)}
      {row('Subtotal', totals.subtotal)}
      {totals.discount > 0 && off(labels?.discount ? `Discount (${labels.discount})` : 'Discount', totals.discount)}
      {estimate && !shippingName ? (
        <div className="flex justify-between gap-4">
          <dt>Shipping</dt>
          <dd>At checkout</dd>
        </div>
      ) : (
        row(`${estimate ? 'Estimated shipping' : 'Shipping'}${shippingName ? ` (${shippingName})` : ''}`, totals.shipping, 'Free')
      )}
      {taxLabel && !tax?.included && row(taxLabel, totals.tax)}
      {totals.giftCard > 0 && off(labels?.giftCard ? `Gift card (${labels.giftCard})` : 'Gift card', totals.giftCard)}
      <div className="flex justify-between gap-4 text-lg font-semibold">
        <dt>Total</dt>
        <dd>{price(totals.total)}</dd>
      </div>
      {taxLabel && tax?.included && (
        <div className="flex justify-between gap-4 text-sm opacity-75">
          <dt>{taxLabel}</dt>
          <dd>{price(totals.tax)}</dd>
        </div>
      )}
    </dl>
  );
}
