/** A product's status in the owner's words: Active (on sale), Draft (not yet shown), Archived (kept, no longer shown). */
import type { ProductStatus } from '../../application/ports/owner-products-api.port';

const LABELS: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

export const statusLabel = (status: ProductStatus) => LABELS[status];

export const STATUS_CHOICES: ReadonlyArray<{ value: ProductStatus; label: string }> = (['active', 'draft', 'archived'] as const).map(
  (value) => ({ value, label: LABELS[value] }),
);
