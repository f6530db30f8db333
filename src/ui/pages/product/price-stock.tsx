/**
 * The price and stock of the current choice. One polite status region, so a screen reader hears
 * the new price and stock after each choice without moving focus.
 */
import { useMemo } from 'react';
import { discountPercent, shownOffer, stockLabel, type StockState } from '../../../domain/catalog/product-offer';
import { useProductState, useProductStore } from './product-store';
import { usePriceFormat } from './use-price-format';

const DOT: Record<StockState['kind'], string> = {
  in_stock: 'bg-emerald-600',
  low: 'bg-amber-500',
  out: 'bg-red-600',
  unavailable: 'bg-gray-400',
};

export function PriceStock() {
  const { product } = useProductStore();
  const selection = useProductState((s) => s.selection);
  const offer = useMemo(() => shownOffer(product, selection), [product, selection]);
  const price = usePriceFormat();
  const discount = discountPercent(offer.price, offer.compareAtPrice);
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2">
      {offer.hidePrice ? (
        <p className="text-xl font-semibold">Price on request</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="sr-only">Price: </span>
          <span className="text-2xl font-bold">{price(offer.price)}</span>
          {offer.compareAtPrice !== null && (
            <>
              <s className="text-muted">
                <span className="sr-only">Was </span>
                {price(offer.compareAtPrice)}
              </s>
              {discount > 0 && <span className="badge badge-discount">Save {discount}%</span>}
            </>
          )}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm font-medium">
        <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${DOT[offer.stock.kind]}`} />
        {stockLabel(offer.stock)}
        <span className="font-normal text-muted">· SKU {offer.sku}</span>
      </p>
    </div>
  );
}
