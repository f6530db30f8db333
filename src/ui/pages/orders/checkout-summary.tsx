/** The checkout's summary: the lines and totals as the server prices them today for the address's country and the chosen shipping, and the button that places the order. */
import type { ReactNode } from 'react';
import type { AskedCodes, CodeIntent } from '../../../domain/discounts/asked-codes';
import type { CheckoutQuote } from '../../../domain/orders/order-types';
import { CodeFields } from '../../orders/code-fields';
import { shownLineTotal, totalsLineOf } from '../../../domain/orders/order-totals';
import { useLoaded, useOrders } from '../../orders/use-orders';
import { minorPrice, SHOWN, SummaryLines, TotalsList, usePriceAt, useStoreCurrency } from '../../orders/order-summary';

interface SummaryProps {
  codes: string;
  shippingId: number;
  busy: boolean;
  children: ReactNode;
  /** The server's quote (checkout-preload.ts), under its quoteKey. */
  preloaded?: { key: string; value: CheckoutQuote } | null;
  /** The discount code and gift card applied, and the step that changes them (docs/checkout.md). */
  asked: AskedCodes;
  codeErrors: Partial<Record<'DiscountEntry' | 'GiftCardEntry', string>>;
  onCodeStep(intent: CodeIntent, typed: string): void;
  /** The address's country (ISO code): its zone's shipping and tax (docs/checkout.md). */
  country: string;
  /** Place order's `data-replay` name: a press before the page is live is held, and pressed again once it is (early-clicks.ts). */
  replay?: string;
}

/** What one quote priced: the lines, the country, the shipping method and the codes. */
export const quoteKey = (codes: string, country: string, shippingId: number, asked: AskedCodes) =>
  `${codes}#${country}#${shippingId}#${asked.discountCode}#${asked.giftCardCode}`;

export function CheckoutSummary(props: SummaryProps) {
  const { codes, shippingId, busy, children, preloaded, asked, codeErrors, onCodeStep, country, replay } = props;
  const orders = useOrders();
  const price = usePriceAt(SHOWN);
  const currency = useStoreCurrency();
  const quote = useLoaded(
    quoteKey(codes, country, shippingId, asked),
    () => orders.quote(codes, shippingId || null, asked, country || null),
    preloaded,
  );
  const applied = quote.state === 'ready' ? quote.value.codes : null;
  return (
    <aside aria-label="Order summary" className="card flex flex-col gap-3 lg:sticky lg:top-4">
      <h2 className="text-lg font-semibold">Order summary</h2>
      {quote.state === 'loading' && <p role="status">Pricing your order…</p>}
      {quote.state === 'failed' && <p role="alert">We could not price your order: {quote.message}</p>}
      {quote.state === 'ready' && (
        <>
          <SummaryLines
            price={price}
            lines={quote.value.data.map((item) => ({
              key: item.cartItemCode,
              name: item.product.itemName,
              variant: item.product.variantName,
              url: item.product.productURL,
              thumbnail: item.product.thumbnailFile || item.product.imageFile,
              quantity: Number(item.quantity),
              addons: item.addons.map((addon) => addon.addonName),
              total: shownLineTotal(totalsLineOf(item), currency),
            }))}
          />
          <TotalsList
            totals={quote.value.shownTotals}
            digits={quote.value.shownDigits}
            shippingName={quote.value.shippingMethod?.name ?? null}
            tax={quote.value.tax}
            price={price}
            labels={{
              discount: applied?.discount?.applied ? applied.discount.label : '',
              giftCard: applied?.giftCard?.applied ? `ending ${applied.giftCard.code.slice(-4)}` : '',
            }}
          />
          {quote.value.shownTotals.total === 0 && quote.value.shownTotals.giftCard > 0 && (
            <p className="text-sm font-medium">
              Your gift card pays for this order in full: nothing more is charged, whichever way to pay is chosen.
            </p>
          )}
        </>
      )}
      {children}
      <button type="submit" className="btn btn-primary btn-lg justify-center" disabled={busy} aria-disabled={busy} data-replay={replay}>
        {busy ? 'Placing your order…' : 'Place order'}
      </button>
      <p className="text-sm opacity-75">Prices are checked by the store when you place the order.</p>
      {/* After the button: Enter in an address field without JavaScript places the order, not a code. */}
      <CodeFields
        asked={asked}
        view={applied}
        errors={codeErrors}
        price={minorPrice(price, quote.state === 'ready' ? quote.value.shownDigits : 2)}
        onStep={onCodeStep}
      />
    </aside>
  );
}
