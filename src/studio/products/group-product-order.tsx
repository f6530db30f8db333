/**
 * The order of a hand-picked group's products (decision 107), beside its form: the group's page lists
 * them so by default. Each is moved by drag or by keyboard as product pictures are (sortable-rows.ts:
 * Space to lift, arrows to move, Space to drop) or with its Move buttons, and every move is saved at
 * once, as the categories' order is; a refused save says why and shows the store's order again.
 */
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useId, useState } from 'react';
import type { GroupProduct } from '../../application/ports/owner-catalogue-lists-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { resolveMediaUrl } from '../../domain/media/media-url';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { DragHandle, MoveButtons } from '../sortable-row-buttons';
import { dragStyle, MEASURED_ROWS, useRowSensors } from '../sortable-rows';
import { statusLabel } from './product-status';

/** The host serves every store's media under /media, the studio's own origin included. */
const STUDIO_MEDIA_BASE = '/media';

function ProductRow(props: { product: GroupProduct; index: number; count: number; onMove: (to: number) => void }) {
  const { product, index, count, onMove } = props;
  const sortable = useSortable({ id: product.productID });
  return (
    <li
      ref={sortable.setNodeRef}
      style={dragStyle(sortable)}
      className="flex items-center gap-2 rounded border border-gray-200 bg-white p-2"
    >
      <DragHandle sortable={sortable} name={product.name} />
      {product.thumbnailFile ? (
        <img
          src={resolveMediaUrl(product.thumbnailFile, STUDIO_MEDIA_BASE)}
          alt=""
          className="h-10 w-10 shrink-0 rounded border border-gray-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded border border-dashed border-gray-300" />
      )}
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate font-medium">{product.name}</span>
        {product.status !== 'active' && (
          <span className="block text-xs text-gray-600">{statusLabel(product.status)}: not shown to shoppers</span>
        )}
      </span>
      <span className="flex shrink-0 gap-0.5">
        <MoveButtons name={product.name} index={index} count={count} onMove={onMove} />
      </span>
    </li>
  );
}

export function GroupProductOrder({ api, groupID, name }: { api: ProductsApi; groupID: number; name: string }) {
  const load = useCallback(() => api.groupProducts(groupID), [api, groupID]);
  const { state, reload, replace } = useOwnerLoad(load);
  const [notice, setNotice] = useState('');
  const sensors = useRowSensors();
  const headingId = useId();
  if (state.status !== 'ready')
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <h3 id={headingId} className="text-base font-semibold">
          Order of {name}
        </h3>
        <LoadProblem state={state} what="the group's products" onRetry={reload} />
      </section>
    );
  const items = state.value;
  const move = async (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= items.length) return;
    const next = arrayMove(items, from, to);
    replace(next);
    setNotice('Saving the order…');
    const result = await api.reorderGroup(
      groupID,
      next.map((product) => product.productID),
    );
    setNotice(result.ok ? 'Order saved: the group’s page lists its products so' : result.message);
    if (!result.ok) reload();
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const at = (id: unknown) => items.findIndex((product) => product.productID === id);
    void move(at(active.id), at(over.id));
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-base font-semibold">
        Order of {name}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">No products yet: tick this group in a product’s editor to add one.</p>
      ) : (
        <>
          <p className="text-xs text-gray-600">
            The group’s page lists its products in this order unless a shopper sorts it. Drag a product, or lift it with Space and move it
            with the arrow keys.
          </p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={MEASURED_ROWS} onDragEnd={onDragEnd}>
            <SortableContext items={items.map((product) => product.productID)} strategy={verticalListSortingStrategy}>
              <ol aria-label={`Products of ${name}`} className="flex flex-col gap-2">
                {items.map((product, index) => (
                  <ProductRow
                    key={product.productID}
                    product={product}
                    index={index}
                    count={items.length}
                    onMove={(to) => void move(index, to)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      <p role="status" className="text-sm text-emerald-800">
        {notice}
      </p>
    </section>
  );
}
