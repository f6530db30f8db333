/**
 * Products side by side: a real table (column headers are the products, row headers the facts), so
 * screen readers announce "Price, Linen Shirt" cell by cell. It scrolls sideways on small screens
 * and can be scrolled from the keyboard.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompareProduct } from '../../../domain/catalog/product-detail';
import { useStore } from '../../app/use-store';
import { RatingStars } from '../../sections/parts/rating-stars';
import { QuickAdd } from '../../sections/parts/quick-add';
import { SmartImage } from '../../sections/parts/smart-image';
import { usePriceFormat } from '../product/use-price-format';

interface Props {
  products: CompareProduct[];
  onRemove: (index: number) => void;
  busy: boolean;
}

export function CompareTable({ products, onRemove, busy }: Props) {
  const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
  const price = usePriceFormat();
  const attributeNames = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.name)))];
  const rows: Array<[string, (p: CompareProduct) => ReactNode]> = [
    [
      'Price',
      (p) =>
        p.isHidePrice ? (
          'Price on request'
        ) : (
          <>
            {price(p.price)}
            {p.compareAtPrice !== null && p.compareAtPrice > p.price && (
              <s className="ms-2 text-sm opacity-60">
                <span className="sr-only">Was </span>
                {price(p.compareAtPrice)}
              </s>
            )}
          </>
        ),
    ],
    ['Rating', (p) => (p.ratingCount > 0 ? <RatingStars rating={p.rating} count={p.ratingCount} /> : 'No reviews yet')],
    ['Brand', (p) => p.brandName ?? '—'],
    ['Category', (p) => p.categoryName ?? '—'],
    ['Availability', (p) => (p.inStock ? 'In stock' : 'Out of stock')],
    ['SKU', (p) => p.sku],
    ...attributeNames.map((name): [string, (p: CompareProduct) => ReactNode] => [
      name,
      (p) => p.attributes.find((a) => a.name === name)?.values.join(', ') || '—',
    ]),
  ];
  return (
    // Positioned, so the cells' absolutely placed parts (screen-reader text) scroll inside it: with the
    // page as their containing block they widened a phone's page to the whole table's width.
    <div role="region" aria-label="Comparison table" tabIndex={0} className="relative overflow-x-auto" aria-busy={busy}>
      <table className="w-full table-fixed border-collapse text-start" style={{ minWidth: `${8 + products.length * 11}rem` }}>
        <caption className="sr-only">Comparison of {products.length} products</caption>
        <thead>
          <tr>
            <td className="sticky start-0 w-32 bg-(--color-background) md:w-40" />
            {products.map((p) => (
              <th key={p.productID} scope="col" className="p-3 text-start align-bottom">
                <Link id={`compare-name-${p.productID}`} to={p.productURL} className="font-semibold hover:underline">
                  {p.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="sticky start-0 bg-(--color-background) p-3 text-start">
              <span className="sr-only">Picture</span>
            </th>
            {products.map((p, index) => (
              <td key={p.productID} className="p-3 align-top">
                <div className="flex flex-col gap-3">
                  <Link
                    to={p.productURL}
                    tabIndex={-1}
                    aria-hidden="true"
                    className="block aspect-square max-w-48 overflow-hidden rounded-[min(var(--radius),12px)] border border-(--color-border)"
                  >
                    <SmartImage
                      path={p.thumbnailFile || p.imageFile}
                      staticCDN={staticCDN}
                      alt=""
                      width={200}
                      height={200}
                      className="size-full object-cover"
                    />
                  </Link>
                  {p.inStock && !p.isHidePrice && (
                    <QuickAdd
                      productID={p.productID}
                      name={p.name}
                      href={p.productURL}
                      describedBy={`compare-name-${p.productID}`}
                      className="btn btn-primary btn-sm self-start"
                    />
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-sm self-start"
                    aria-label={`Remove ${p.name} from comparison`}
                    onClick={() => onRemove(index)}
                  >
                    Remove
                  </button>
                </div>
              </td>
            ))}
          </tr>
          {rows.map(([label, cell]) => (
            <tr key={label} className="border-t border-(--color-border)">
              <th scope="row" className="sticky start-0 bg-(--color-background) p-3 text-start align-top font-medium">
                {label}
              </th>
              {products.map((p) => (
                <td key={p.productID} className="p-3 align-top">
                  {cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
