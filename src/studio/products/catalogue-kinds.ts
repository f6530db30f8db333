/** How the studio names each kind of the catalogue's lists (decision 92). */
import type { CatalogueListKind } from '../../application/ports/owner-catalogue-lists-api.port';

export const KIND_NAMES: Record<CatalogueListKind, { one: string; many: string }> = {
  category: { one: 'category', many: 'Categories' },
  brand: { one: 'brand', many: 'Brands' },
  group: { one: 'product group', many: 'Product groups' },
};
