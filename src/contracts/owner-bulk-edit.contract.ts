/**
 * The bulk editor's calls (docs/decisions.md 92): the variants of chosen products (by id, or by the
 * product list's search and status) as rows, and one save of many rows' price, compare-at price and
 * stock, written in one transaction or not at all. Amounts travel as whole cents; a bad cell is a 400
 * naming it (`Changes.3.PriceCents`). At most MAX_BULK_ROWS rows are read or saved at once.
 */
import { z } from 'zod';
import { MAX_BULK_ROWS, MAX_PRICE_CENTS, MAX_STOCK } from '../domain/catalog/bulk-edit';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';
import { PRODUCT_STATUSES } from './owner-products.contract';

/** One row of the grid: a variant, or a product without variants (variantID 0). */
export interface BulkRowWire {
  productID: number;
  productName: string;
  /** The product's version: a save of its price or compare-at price names it (409 when it changed since). */
  version: number;
  variantID: number;
  /** The variant's option values ("Red / M"); '' for a product without variants. */
  variantName: string;
  sku: string;
  priceCents: number;
  /** The product's compare-at price: one per product, shown on each of its rows. */
  compareAtCents: number | null;
  stock: number;
}

export interface BulkRowsWire {
  rows: BulkRowWire[];
  /** How many rows the choice has; more than `limit` are left out (`truncated`). */
  total: number;
  truncated: boolean;
  limit: number;
}

export interface BulkSavedWire {
  /** Products whose price or compare-at price changed (each one version further). */
  products: number;
  /** Rows whose price or stock changed. */
  rows: number;
  /** Stock changes written to the stock ledger. */
  stockMoves: number;
}

const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number of cents` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} must be 0 or more`)
    .max(MAX_PRICE_CENTS, `${field} is too large`);
const stock = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(MAX_STOCK, `${field} is too large`);

const productIdList = z
  .string({ error: 'ProductIDs must be a comma-separated list of ids' })
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'ProductIDs must be a comma-separated list of ids')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(recordId('ProductIDs')).max(MAX_BULK_ROWS, `At most ${MAX_BULK_ROWS} products at once`));

export const bulkRowsQuery = z.object({
  /** The products chosen on the list; left out, the products the search and status find. */
  ProductIDs: productIdList.optional(),
  Search: storedText('Search', 100, { trim: true }).default(''),
  Status: z.enum([...PRODUCT_STATUSES, 'all'], { error: 'Status must be draft, active, archived or all' }).default('all'),
});

const change = z
  .object(
    {
      ProductID: recordId('ProductID'),
      /** 0 for a product without variants. */
      VariantID: z.union([z.literal(0), recordId('VariantID')], { error: 'VariantID must be a variant id or 0' }),
      /** The product's version the row was read at. */
      Version: z.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Version must be at least 1'),
      PriceCents: cents('PriceCents').optional(),
      /** The product's compare-at price; null takes it away. */
      CompareAtCents: cents('CompareAtCents').nullable().optional(),
      Stock: stock('Stock').optional(),
      /** The stock the row was read with: refused (409) when a sale or another owner changed it since. */
      StockWas: stock('StockWas').optional(),
    },
    { error: 'A change must be an object' },
  )
  .refine((row) => row.PriceCents !== undefined || row.CompareAtCents !== undefined || row.Stock !== undefined, {
    message: 'A change names a price, a compare-at price or a stock',
  });
export type BulkChange = z.infer<typeof change>;

export const bulkSaveBody = z.object(
  {
    Changes: z
      .array(change, { error: 'Changes must be a list' })
      .min(1, 'Nothing to save')
      .max(MAX_BULK_ROWS, `At most ${MAX_BULK_ROWS} rows are saved at once`),
    /** Kept with each stock change in the stock history; "Bulk edit" when left out. */
    Note: storedText('Note', 200, { trim: true }).default(''),
  },
  { error: 'The body must be an object' },
);

export const BULK_CALLS = {
  bulkRows: defineCall({
    method: 'GET',
    path: '/Owner/BulkVariants',
    auth: 'owner',
    permission: 'products.manage',
    request: bulkRowsQuery,
    answer: answerOf<BulkRowsWire>(),
  }),
  bulkSave: defineCall({
    method: 'POST',
    path: '/Owner/BulkUpdateVariants',
    auth: 'owner',
    permission: 'products.manage',
    request: bulkSaveBody,
    answer: answerOf<BulkSavedWire>(),
    // One save is one write of the products' budget (owner-products.contract.ts), however many rows.
    limit: { max: 300, timeWindow: '10 minutes', bucket: 'products' },
  }),
};
