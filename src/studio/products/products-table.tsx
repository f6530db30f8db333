/** The products as a table: a tick for the bulk editor, picture, title (a link to its editor), status, stock, vendor and price range. */
import type { ProductRow } from '../../application/ports/owner-products-api.port';
import { ListTable } from '../back-office/list-table';
import { StatusBadge } from '../back-office/status-badge';
import { productLink } from './product-links';
import { statusLabel } from './product-status';

/** "12 in stock across 3 variants", as the owner reads it at a glance. */
export function stockSummary(row: Pick<ProductRow, 'stock' | 'variantCount'>): string {
  const inStock = `${row.stock} in stock`;
  if (row.variantCount === 0) return inStock;
  return `${inStock} across ${row.variantCount} ${row.variantCount === 1 ? 'variant' : 'variants'}`;
}

const priceRange = (row: ProductRow) => (row.minPrice === row.maxPrice ? row.minPrice : `${row.minPrice} – ${row.maxPrice}`);

/** The rows ticked for the bulk editor, kept across the list's pages. */
export interface ProductSelection {
  ids: ReadonlySet<number>;
  onSelect: (productID: number, selected: boolean) => void;
}

export function ProductsTable({ products, selection }: { products: ProductRow[]; selection: ProductSelection }) {
  if (products.length === 0) return <p className="p-8 text-center text-sm text-gray-600">No products match.</p>;
  return (
    <ListTable columns={['Select', 'Picture', 'Product', 'Status', 'Inventory', 'Vendor', { label: 'Price', right: true }]}>
      {products.map((row) => (
        <tr key={row.productID} className="border-t border-gray-100 hover:bg-gray-50">
          <td className="px-4 py-2">
            <input
              type="checkbox"
              aria-label={`Select ${row.name}`}
              checked={selection.ids.has(row.productID)}
              onChange={(event) => selection.onSelect(row.productID, event.target.checked)}
            />
          </td>
          <td className="px-4 py-2">
            {row.thumbnail ? (
              <img src={row.thumbnail} alt="" width={40} height={40} className="h-10 w-10 rounded border border-gray-200 object-cover" />
            ) : (
              <span aria-hidden="true" className="block h-10 w-10 rounded border border-dashed border-gray-300 bg-gray-50" />
            )}
          </td>
          <td className="px-4 py-2 font-medium">
            <a href={productLink(row.productID)} className="text-blue-700 underline">
              {row.name}
            </a>
            <span className="block text-xs font-normal text-gray-600">/{row.handle}</span>
          </td>
          <td className="px-4 py-2">
            <StatusBadge label={statusLabel(row.status)} />
          </td>
          <td className={`px-4 py-2 ${row.stock === 0 ? 'text-red-700' : ''}`}>{stockSummary(row)}</td>
          <td className="px-4 py-2">{row.vendor}</td>
          <td className="px-4 py-2 text-right tabular-nums whitespace-nowrap">{priceRange(row)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
