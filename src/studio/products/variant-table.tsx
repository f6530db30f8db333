/**
 * The variants the options make, one row each, edited in place: SKU, barcode, price, compare-at price,
 * stock (with its history, once saved), weight and its unit (empty: the product's), whether its price
 * is on request (decision 104), whether it keeps selling at zero stock, and its picture, one of the
 * product's own or none (decision 89). Every input is named by its variant ("Price of Red / S"), as a screen
 * reader reads a cell without its column.
 */
import type { ReactNode } from 'react';
import type { ProductPicture } from '../../application/ports/owner-products-api.port';
import type { VariantRow } from './product-draft';
import { FieldError, fieldProps, inputClass, type FieldErrors } from './product-field';
import { pictureName } from './product-pictures';
import { UnitSelect } from './weight-field';

type Editable = 'sku' | 'barcode' | 'price' | 'compareAtPrice' | 'stock';
const COLUMNS: ReadonlyArray<{ key: Editable; api: string; label: string; width: string; mode?: 'decimal' | 'numeric' }> = [
  { key: 'sku', api: 'SKU', label: 'SKU', width: 'w-36' },
  { key: 'barcode', api: 'Barcode', label: 'Barcode', width: 'w-28' },
  { key: 'price', api: 'Price', label: 'Price', width: 'w-24', mode: 'decimal' },
  { key: 'compareAtPrice', api: 'CompareAtPrice', label: 'Compare-at price', width: 'w-24', mode: 'decimal' },
  { key: 'stock', api: 'Stock', label: 'Stock', width: 'w-16', mode: 'numeric' },
];

export const variantName = (row: VariantRow) => row.optionValues.join(' / ');

export function VariantTable({
  variants,
  pictures,
  errors,
  history,
  onChange,
}: {
  variants: VariantRow[];
  pictures: ProductPicture[];
  errors: FieldErrors;
  /** A saved variant's stock history (stock-history-dialog.tsx); none for a new product. */
  history: ((variantID: number, name: string) => ReactNode) | null;
  onChange: (variants: VariantRow[]) => void;
}) {
  const change = (index: number, row: Partial<VariantRow>) => onChange(variants.map((old, i) => (i === index ? { ...old, ...row } : old)));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Variants</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-2 py-2">
              Variant
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              Weight
            </th>
            <th scope="col" className="px-2 py-2">
              Price on request
            </th>
            <th scope="col" className="px-2 py-2">
              Keep selling<span className="sr-only"> when out of stock</span>
            </th>
            <th scope="col" className="px-2 py-2">
              Picture
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((row, index) => (
            <tr key={variantName(row)} className="border-t border-gray-100 align-top">
              <th scope="row" className="px-2 py-2 font-medium whitespace-nowrap">
                {variantName(row)}
              </th>
              {COLUMNS.map((column) => {
                const field = `Variants.${index}.${column.api}`;
                return (
                  <td key={column.key} className="px-2 py-1">
                    <input
                      {...fieldProps(field, errors)}
                      aria-label={`${column.label} of ${variantName(row)}`}
                      className={`${inputClass} ${column.width}`}
                      inputMode={column.mode}
                      value={row[column.key]}
                      onChange={(event) => change(index, { [column.key]: event.target.value })}
                    />
                    <span className={`block ${column.width}`}>
                      <FieldError field={field} errors={errors} />
                    </span>
                    {column.key === 'stock' && row.variantID !== null && history?.(row.variantID, variantName(row))}
                  </td>
                );
              })}
              <td className="px-2 py-1">
                <span className="flex min-w-40 gap-1">
                  <input
                    {...fieldProps(`Variants.${index}.WeightGrams`, errors)}
                    aria-label={`Weight of ${variantName(row)}`}
                    placeholder="Product's"
                    className={`${inputClass} w-20 shrink-0`}
                    inputMode="decimal"
                    value={row.weight}
                    onChange={(event) => change(index, { weight: event.target.value })}
                  />
                  <UnitSelect
                    label={`Weight unit of ${variantName(row)}`}
                    unit={row.weightUnit}
                    onUnit={(weightUnit) => change(index, { weightUnit })}
                  />
                </span>
                <FieldError field={`Variants.${index}.WeightGrams`} errors={errors} />
              </td>
              <td className="px-2 py-2 text-center">
                <input
                  type="checkbox"
                  aria-label={`Price of ${variantName(row)} on request`}
                  checked={row.isHidePrice}
                  onChange={(event) => change(index, { isHidePrice: event.target.checked })}
                  className="h-4 w-4"
                />
              </td>
              <td className="px-2 py-2 text-center">
                <input
                  type="checkbox"
                  aria-label={`Keep selling ${variantName(row)} when out of stock`}
                  checked={row.sellWhenOutOfStock}
                  onChange={(event) => change(index, { sellWhenOutOfStock: event.target.checked })}
                  className="h-4 w-4"
                />
              </td>
              <td className="px-2 py-1">
                <select
                  {...fieldProps(`Variants.${index}.ImageFile`, errors)}
                  aria-label={`Picture of ${variantName(row)}`}
                  className={`${inputClass} min-w-44`}
                  value={row.imageFile ?? ''}
                  onChange={(event) => change(index, { imageFile: event.target.value || null })}
                >
                  <option value="">The product's pictures</option>
                  {pictures.map((picture, at) => (
                    <option key={picture.imageFile} value={picture.imageFile}>
                      {pictureName(picture, at)}
                    </option>
                  ))}
                </select>
                <FieldError field={`Variants.${index}.ImageFile`} errors={errors} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
