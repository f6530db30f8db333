/**
 * The variants the options make, one row each, edited in place: SKU, barcode, price, stock and whether
 * it keeps selling at zero stock. Every input is named by its variant ("Price of Red / S"), as a
 * screen reader reads a cell without its column.
 */
import type { VariantRow } from './product-draft';
import { FieldError, fieldProps, inputClass, type FieldErrors } from './product-field';

type Editable = 'sku' | 'barcode' | 'price' | 'stock';
const COLUMNS: ReadonlyArray<{ key: Editable; api: string; label: string; width: string; mode?: 'decimal' | 'numeric' }> = [
  { key: 'sku', api: 'SKU', label: 'SKU', width: 'w-36' },
  { key: 'barcode', api: 'Barcode', label: 'Barcode', width: 'w-28' },
  { key: 'price', api: 'Price', label: 'Price', width: 'w-24', mode: 'decimal' },
  { key: 'stock', api: 'Stock', label: 'Stock', width: 'w-16', mode: 'numeric' },
];

export const variantName = (row: VariantRow) => row.optionValues.join(' / ');

export function VariantTable({
  variants,
  errors,
  onChange,
}: {
  variants: VariantRow[];
  errors: FieldErrors;
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
              Keep selling<span className="sr-only"> when out of stock</span>
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
                  </td>
                );
              })}
              <td className="px-2 py-2 text-center">
                <input
                  type="checkbox"
                  aria-label={`Keep selling ${variantName(row)} when out of stock`}
                  checked={row.sellWhenOutOfStock}
                  onChange={(event) => change(index, { sellWhenOutOfStock: event.target.checked })}
                  className="h-4 w-4"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
