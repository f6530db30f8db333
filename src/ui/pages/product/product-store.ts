/**
 * The product page's client store: the shopper's choice (values, add-ons, quantity), the open tab
 * (site data focus_product_tab of spec section 3) and the picture shown. One store per rendered page
 * (created from loader data), so nothing is shared between server requests.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import { shownOffer } from '../../../domain/catalog/product-offer';
import type { ProductTabKey } from '../../../domain/catalog/product-tabs';
import { initialSelection, matchVariant, selectValue, type Selection } from '../../../domain/catalog/variant-selection';
import { normalizeQuantity } from '../../../domain/cart/quantity';

export interface ProductPageState {
  selection: Selection;
  addonIDs: readonly number[];
  quantity: number;
  focus_product_tab: ProductTabKey;
  imageIndex: number;
}

export type ProductStore = ReturnType<typeof createProductStore>;

export function createProductStore(product: ProductDetail, initial: ProductPageState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ProductPageState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const maxQuantity = (s: ProductPageState) => shownOffer(product, s.selection).maxQuantity;
  return {
    product,
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chooseValue(attributeID: number, valueID: number) {
      const selection = selectValue(product.attributes, product.variants, state.selection, attributeID, valueID);
      const max = shownOffer(product, selection).maxQuantity;
      set({ selection, quantity: max > 0 ? Math.min(state.quantity, max) : state.quantity });
    },
    toggleAddon(addonID: number, on: boolean) {
      const without = state.addonIDs.filter((id) => id !== addonID);
      set({ addonIDs: on ? [...without, addonID] : without });
    },
    setQuantity(input: string | number) {
      const max = maxQuantity(state);
      set({ quantity: normalizeQuantity(input, max > 0 ? max : undefined) });
    },
    focusTab(tab: ProductTabKey) {
      set({ focus_product_tab: tab });
    },
    showImage(index: number) {
      const count = Math.max(1, product.images.length);
      set({ imageIndex: ((index % count) + count) % count });
    },
  };
}

export const ProductStoreContext = createContext<ProductStore | null>(null);

export function useProductStore(): ProductStore {
  const store = useContext(ProductStoreContext);
  if (!store) throw new Error('useProductStore needs a ProductStoreContext provider');
  return store;
}

/** A narrow read: re-renders only when the selected value changes (select primitives or stable references). */
export function useProductState<T>(select: (state: ProductPageState) => T): T {
  const store = useProductStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}

/** The buying form's first state for a product: the variant asked for (or the first in stock), its picture, quantity 1. */
export function productStoreFor(product: ProductDetail, variantID: number | null, tab: ProductTabKey): ProductStore {
  const selection = initialSelection(product.attributes, product.variants, variantID);
  const variant = matchVariant(product.attributes, product.variants, selection);
  const imageIndex = Math.max(
    0,
    product.images.findIndex((image) => image.imageFile === variant?.imageFile),
  );
  return createProductStore(product, { selection, addonIDs: [], quantity: 1, focus_product_tab: tab, imageIndex });
}
