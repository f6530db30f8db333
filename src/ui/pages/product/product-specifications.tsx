/** The product's facts as a definition list: SKU of the current choice, brand, category, options, availability. */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { shownOffer, stockLabel } from '../../../domain/catalog/product-offer';
import { useProductState, useProductStore } from './product-store';

export function ProductSpecifications() {
  const { product } = useProductStore();
  const selection = useProductState((s) => s.selection);
  const offer = useMemo(() => shownOffer(product, selection), [product, selection]);
  const rows: Array<[string, ReactNode]> = [
    ['SKU', offer.sku],
    ...(product.brand
      ? [
          [
            'Brand',
            <Link key="brand" to={product.brand.url} className="underline">
              {product.brand.name}
            </Link>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(product.category
      ? [
          [
            'Category',
            <Link key="category" to={product.category.url} className="underline">
              {product.category.name}
            </Link>,
          ] as [string, ReactNode],
        ]
      : []),
    ...product.attributes.map((a): [string, ReactNode] => [a.name, a.values.map((v) => v.value).join(', ')]),
    ...(product.addons.length > 0 ? [['Add-ons', product.addons.map((a) => a.name).join(', ')] as [string, ReactNode]] : []),
    ['Availability', stockLabel(offer.stock)],
  ];
  return (
    <dl className="grid max-w-2xl grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-3">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
