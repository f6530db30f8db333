/**
 * The store's categories, brands and product groups as the studio manages them (docs/back-office.md,
 * decision 92): listed with how many products use each, saved (created or renamed), categories
 * reordered, a hand-picked group's products put in order, and deleted, the products losing the link
 * but staying.
 */
import type { StudioResult } from './studio-api.port';

/**
 * A rule group's rule (decision 100): products with any of the tags, of any of the brands, in any of
 * the categories and priced inside the range; a kind left empty does not narrow.
 */
export interface GroupRule {
  tags: string[];
  brandIDs: number[];
  categoryIDs: number[];
  /** Decimal text, or null for no bound. */
  priceMin: string | null;
  priceMax: string | null;
}

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
  /** A group's rule, or null: its products are chosen by hand in the product editor. */
  rule: GroupRule | null;
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
  /** Its picture (a brand's logo): one of the store's `media://` files, or '' for none. */
  imageFile: string;
  /** A group's rule, or null for a list chosen by hand (ignored for categories and brands). */
  rule: GroupRule | null;
}

/** A product of a group chosen by hand, in the group's order (decision 107). */
export interface GroupProduct {
  productID: number;
  name: string;
  handle: string;
  status: 'active' | 'draft' | 'archived';
  /** Its first picture's thumbnail (`media://…`), or ''. */
  thumbnailFile: string;
}

export interface CatalogueListsApi {
  lists(kind: CatalogueListKind): Promise<StudioResult<CatalogueItem[]>>;
  saveItem(kind: CatalogueListKind, fields: CatalogueItemFields): Promise<StudioResult<CatalogueItem>>;
  reorderCategories(ids: number[]): Promise<StudioResult<{ count: number }>>;
  /** A group chosen by hand: its products in the order its page lists them. */
  groupProducts(groupID: number): Promise<StudioResult<GroupProduct[]>>;
  /** Saves that order: the group's products as the owner arranged them. */
  reorderGroup(groupID: number, productIDs: number[]): Promise<StudioResult<{ count: number }>>;
  deleteItem(kind: CatalogueListKind, id: number): Promise<StudioResult<{ unlinkedProducts: number; movedChildren: number }>>;
}
