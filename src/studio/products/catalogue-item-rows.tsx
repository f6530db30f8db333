/**
 * The list of one kind's categories, brands or groups: categories as their tree (children under
 * their parent, indented, each with Move up and Move down among its siblings), each row with its
 * address, its products' count, Edit and Delete. Delete asks first and says what happens.
 */
import type { CatalogueItem, CatalogueListKind } from '../../application/ports/owner-catalogue-lists-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { ListTable } from '../back-office/list-table';
import { ConfirmAction } from '../confirm-action';
import { KIND_NAMES } from './catalogue-kinds';

/** Categories in tree order with their depth: each parent followed by its children, in position order. */
export function treeOrder(items: readonly CatalogueItem[]): Array<{ item: CatalogueItem; depth: number; siblings: CatalogueItem[] }> {
  const ids = new Set(items.map((item) => item.id));
  const childrenOf = (parent: number | null) =>
    items.filter((item) => (item.parentID !== null && ids.has(item.parentID) ? item.parentID : null) === parent);
  const out: Array<{ item: CatalogueItem; depth: number; siblings: CatalogueItem[] }> = [];
  const walk = (parent: number | null, depth: number) => {
    const siblings = childrenOf(parent);
    for (const item of siblings) {
      out.push({ item, depth, siblings });
      if (depth < 20) walk(item.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

function deleteQuestion(kind: CatalogueListKind, item: CatalogueItem, children: number): string {
  const one = KIND_NAMES[kind].one;
  const used =
    item.productCount === 0
      ? `No product uses this ${one}.`
      : `${products(item.productCount)} ${item.productCount === 1 ? 'uses' : 'use'} it: ${item.productCount === 1 ? 'it stays' : 'they stay'} in the store, without this ${one}.`;
  const moved = children > 0 ? ` Its ${children} ${children === 1 ? 'subcategory moves' : 'subcategories move'} up a level.` : '';
  return `${used}${moved} Its page /${item.handle} will answer not found, and menus or sections linking to it will show nothing there.`;
}

export function CatalogueItemRows(props: {
  api: ProductsApi;
  kind: CatalogueListKind;
  items: CatalogueItem[];
  onEdit: (item: CatalogueItem) => void;
  onDone: (message: string) => void;
}) {
  const { api, kind, items, onEdit, onDone } = props;
  if (items.length === 0) return <p className="p-8 text-center text-sm text-gray-600">None yet: add the first with the form.</p>;
  const rows = kind === 'category' ? treeOrder(items) : items.map((item) => ({ item, depth: 0, siblings: items }));
  const move = async (siblings: CatalogueItem[], from: number, to: number) => {
    const order = siblings.map((sibling) => sibling.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    const result = await api.reorderCategories(order);
    onDone(result.ok ? 'Order saved' : result.message);
  };
  const remove = async (item: CatalogueItem) => {
    const result = await api.deleteItem(kind, item.id);
    onDone(result.ok ? `${item.name} deleted; ${products(result.value.unlinkedProducts)} no longer linked` : result.message);
  };
  return (
    <ListTable columns={['Name', 'Address', 'Products', 'Actions']}>
      {rows.map(({ item, depth, siblings }) => {
        const at = siblings.indexOf(item);
        const children = items.filter((other) => other.parentID === item.id).length;
        return (
          <tr key={item.id} className="border-t border-gray-100">
            <th scope="row" className="px-4 py-2 font-medium" style={{ paddingLeft: `${1 + depth * 1.5}rem` }}>
              {depth > 0 && <span aria-hidden="true">↳ </span>}
              {item.name}
              {depth > 0 && <span className="sr-only"> (subcategory)</span>}
              {kind === 'group' && (
                <span className="block text-xs font-normal text-gray-600">{item.rule ? 'Worked out by a rule' : 'Chosen by hand'}</span>
              )}
            </th>
            <td className="px-4 py-2 text-gray-700">/{item.handle}</td>
            <td className="px-4 py-2 tabular-nums">{item.productCount}</td>
            <td className="px-4 py-2">
              <div className="flex flex-wrap gap-2">
                <button type="button" className="text-blue-700 underline" onClick={() => onEdit(item)}>
                  Edit<span className="sr-only"> {item.name}</span>
                </button>
                {kind === 'category' && (
                  <>
                    <button
                      type="button"
                      className="text-blue-700 underline disabled:text-gray-400 disabled:no-underline"
                      disabled={at === 0}
                      onClick={() => void move(siblings, at, at - 1)}
                    >
                      Move up<span className="sr-only"> {item.name}</span>
                    </button>
                    <button
                      type="button"
                      className="text-blue-700 underline disabled:text-gray-400 disabled:no-underline"
                      disabled={at === siblings.length - 1}
                      onClick={() => void move(siblings, at, at + 1)}
                    >
                      Move down<span className="sr-only"> {item.name}</span>
                    </button>
                  </>
                )}
                <ConfirmAction
                  trigger={
                    <button type="button" className="text-red-700 underline">
                      Delete<span className="sr-only"> {item.name}</span>
                    </button>
                  }
                  title={`Delete ${item.name}?`}
                  description={deleteQuestion(kind, item, children)}
                  confirmLabel={`Delete ${KIND_NAMES[kind].one}`}
                  onConfirm={() => remove(item)}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
