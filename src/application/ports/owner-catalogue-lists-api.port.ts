/**
 * The store's categories, brands and product groups as the studio manages them (docs/back-office.md,
 * decision 92): listed with how many products use each, saved (created or renamed), categories
 * reordered, and deleted, the products losing the link but staying.
 */
import type { StudioResult } from './studio-api.port';

export type CatalogueListKind = 'category' | 'brand' | 'group';

export interface CatalogueItem {
  id: number;
  name: string;
  handle: string;
  /** A category's parent, or null (always null for brands and groups). */
  parentID: number | null;
  imageFile: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  productCount: number;
}

/** What a save sends; `id` null for a new one, `handle` '' to have one made from the name. */
export interface CatalogueItemFields {
  id: number | null;
  name: string;
  handle: string;
  parentID: number | null;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export interface CatalogueListsApi {
  lists(kind: CatalogueListKind): Promise<StudioResult<CatalogueItem[]>>;
  saveItem(kind: CatalogueListKind, fields: CatalogueItemFields): Promise<StudioResult<CatalogueItem>>;
  reorderCategories(ids: number[]): Promise<StudioResult<{ count: number }>>;
  deleteItem(kind: CatalogueListKind, id: number): Promise<StudioResult<{ unlinkedProducts: number; movedChildren: number }>>;
}
