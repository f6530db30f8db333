/**
 * The owner's catalogue calls (docs/decisions.md 81), one zod schema each: a malformed field is a 400
 * naming it (a negative stock, a price with more than 2 decimals, more than 3 options or 100 variants);
 * the store API adds the rules it needs the database for (a handle or SKU already used, a category of
 * another store), with the field's name too. Prices are decimal text (or a number) in the store's base
 * currency.
 */
import { z } from 'zod';
import { MEDIA_SCHEME } from '../domain/media/media-url';
import { isAmountText, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from '../domain/catalog/product-rules';
import { compareAtProblem, WEIGHT_UNITS } from '../domain/catalog/variant-fields';
import { SLUG_PATTERN } from '../domain/catalog/resolved-page';
import { answerOf, defineCall } from './define-call';
import { recordId, recordIdParam, storedText } from './input-fields.contract';
import { page, pageSize } from './owner.contract';
import type { OwnerProductListWire, OwnerProductWire, StockHistoryWire, WrittenProductWire } from './owner-products.wire';

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;

/** An amount as decimal text with at most 2 decimals. */
export const amount = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} must be an amount` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine(isAmountText, `${field} must be an amount of 0 or more with at most 2 decimals`);
const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000, `${field} is too large`);
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });
const weightUnit = z.enum(WEIGHT_UNITS, { error: `WeightUnit must be one of ${WEIGHT_UNITS.join(', ')}` });
/** A compare-at price is empty or above the price (decision 104), named by its field. */
const compareAtAbovePrice = (value: { Price?: string | undefined; CompareAtPrice?: string | null | undefined }, ctx: z.RefinementCtx) => {
  const problem = value.Price === undefined ? null : compareAtProblem(value.Price, value.CompareAtPrice ?? null);
  if (problem) ctx.addIssue({ code: 'custom', path: ['CompareAtPrice'], message: problem });
};
const handle = z
  .string({ error: 'Handle must be text' })
  .regex(SLUG_PATTERN, 'Handle must be lower-case letters, digits, - or _ (up to 200)');

/**
 * A picture of the store's media library (`media://…`, put there by the studio's upload): the store
 * API also checks that the file is this store's (decision 89).
 */
const mediaFile = (field: string) =>
  storedText(field, 500).refine(
    (value) => value.startsWith(MEDIA_SCHEME) && value.length > MEDIA_SCHEME.length,
    `${field} must be a picture of your media library (upload it first)`,
  );

const option = z.object({
  Name: storedText('Options.Name', 60, { trim: true }).min(1, 'An option needs a name'),
  Values: z
    .array(storedText('Options.Values', 100, { trim: true }).min(1, 'An option value is empty'))
    .min(1)
    .max(100),
});
const variant = z
  .object({
    VariantID: recordId('VariantID').optional(),
    SKU: storedText('SKU', 100, { trim: true }).default(''),
    Barcode: storedText('Barcode', 100, { trim: true }).default(''),
    Price: amount('Price'),
    /** The price before a sale, struck through beside the price; null: the product's (decision 104). */
    CompareAtPrice: amount('CompareAtPrice').nullable().default(null),
    /** "Price on request" for this variant only: no price shown, not sold online. */
    IsHidePrice: flag('IsHidePrice').default(false),
    /** Shipping weight of one unit in grams; null: the product's. */
    WeightGrams: count('WeightGrams').nullable().default(null),
    /** The unit the owner reads the weight in; the weight itself stays grams. */
    WeightUnit: weightUnit.default('g'),
    Stock: count('Stock').default(0),
    SellWhenOutOfStock: flag('SellWhenOutOfStock').default(false),
    /** One of the product's own pictures, or null. */
    ImageFile: mediaFile('ImageFile').nullable().default(null),
    OptionValues: z
      .array(storedText('OptionValues', 100, { trim: true }))
      .max(MAX_PRODUCT_OPTIONS)
      .default([]),
  })
  .superRefine(compareAtAbovePrice);
const image = z.object({
  ImageFile: mediaFile('ImageFile'),
  ThumbnailFile: mediaFile('ThumbnailFile').optional(),
  /** Required: shoppers who cannot see the picture hear this text; the gallery and structured data use it. */
  Alt: storedText('Alt', 300, { trim: true }).min(1, 'Alt is required: describe what the picture shows'),
});

/** Every field of a product; `optional` leaves them all out unless given (an update changes only those). */
const productFields = {
  Name: storedText('Name', 200, { trim: true }).min(1, 'Name is required'),
  Handle: handle,
  Description: storedText('Description', 20_000, { multiline: true }),
  Status: z.enum(PRODUCT_STATUSES, { error: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` }),
  Vendor: storedText('Vendor', 120, { trim: true }),
  ProductType: storedText('ProductType', 120, { trim: true }),
  Tags: z.array(storedText('Tags', 60, { trim: true }), { error: 'Tags must be a list' }).max(100, 'At most 100 tags'),
  CategoryID: recordId('CategoryID').nullable(),
  BrandID: recordId('BrandID').nullable(),
  /** The store's manual product groups holding it (decision 100); rule groups find their products themselves. */
  GroupIDs: z.array(recordId('GroupIDs'), { error: 'GroupIDs must be a list' }).max(100, 'At most 100 product groups'),
  Price: amount('Price'),
  CompareAtPrice: amount('CompareAtPrice').nullable(),
  IsHidePrice: flag('IsHidePrice'),
  SKU: storedText('SKU', 100, { trim: true }),
  Barcode: storedText('Barcode', 100, { trim: true }),
  SellWhenOutOfStock: flag('SellWhenOutOfStock'),
  WeightGrams: count('WeightGrams'),
  WeightUnit: weightUnit,
  SeoTitle: storedText('SeoTitle', 200, { trim: true }),
  SeoDescription: storedText('SeoDescription', 500, { trim: true }),
  Images: z.array(image, { error: 'Images must be a list' }).max(50, 'At most 50 images'),
  /** Questions and answers in the order shoppers read them; an answer is owner HTML, cleaned when kept. */
  Faqs: z
    .array(
      z.object({
        Question: storedText('Question', 300, { trim: true }).min(1, 'Question is required'),
        Answer: storedText('Answer', 5_000, { multiline: true, trim: true }).min(1, 'Answer is required'),
      }),
      { error: 'Faqs must be a list' },
    )
    .max(50, 'At most 50 questions'),
  /** Extras a shopper may add to the product in the cart (the spec's add-ons); AddonID keeps one the product has. */
  AddOns: z
    .array(
      z.object({
        AddonID: recordId('AddonID').optional(),
        Name: storedText('Name', 120, { trim: true }).min(1, 'Name is required'),
        Price: amount('Price'),
      }),
      { error: 'AddOns must be a list' },
    )
    .max(30, 'At most 30 add-ons'),
  Options: z
    .array(option, { error: 'Options must be a list' })
    .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options`),
  Variants: z
    .array(variant, { error: 'Variants must be a list' })
    .max(MAX_PRODUCT_VARIANTS, `A product has at most ${MAX_PRODUCT_VARIANTS} variants`),
};

export const createProductBody = z
  .object(
    {
      ...productFields,
      Handle: handle.optional(),
      Description: productFields.Description.default(''),
      Status: productFields.Status.default('draft'),
      Vendor: productFields.Vendor.default(''),
      ProductType: productFields.ProductType.default(''),
      Tags: productFields.Tags.default([]),
      CategoryID: productFields.CategoryID.default(null),
      BrandID: productFields.BrandID.default(null),
      GroupIDs: productFields.GroupIDs.default([]),
      CompareAtPrice: productFields.CompareAtPrice.default(null),
      IsHidePrice: productFields.IsHidePrice.default(false),
      SKU: productFields.SKU.default(''),
      Barcode: productFields.Barcode.default(''),
      SellWhenOutOfStock: productFields.SellWhenOutOfStock.default(false),
      WeightGrams: productFields.WeightGrams.default(0),
      WeightUnit: productFields.WeightUnit.default('g'),
      SeoTitle: productFields.SeoTitle.default(''),
      SeoDescription: productFields.SeoDescription.default(''),
      Images: productFields.Images.default([]),
      Faqs: productFields.Faqs.default([]),
      AddOns: productFields.AddOns.default([]),
      Options: productFields.Options.default([]),
      Variants: productFields.Variants.default([]),
      /** Of a product without variants; variants carry their own. */
      Stock: count('Stock').default(0),
    },
    { error: 'The body must be an object' },
  )
  .superRefine(compareAtAbovePrice);
export type CreateProductBody = z.infer<typeof createProductBody>;

export const updateProductBody = z.object(
  {
    ProductID: recordId('ProductID'),
    /** The version the edit was made from: refused with 409 when the product changed since. */
    Version: z.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Version must be at least 1'),
    ...Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, schema.optional()])),
  } as { ProductID: ReturnType<typeof recordId>; Version: z.ZodNumber } & {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  },
  { error: 'The body must be an object' },
);
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const productIdBody = z.object({ ProductID: recordId('ProductID') }, { error: 'The body must be an object' });

export const setProductStockBody = z.object(
  {
    ProductID: recordId('ProductID'),
    /** 0 (or left out) for a product without variants. */
    VariantID: z.union([z.literal(0), recordId('VariantID')], { error: 'VariantID must be a variant id or 0' }).default(0),
    Quantity: count('Quantity'),
    Reason: z.enum(['manual', 'import'], { error: 'Reason must be manual or import' }).default('manual'),
    /** The owner's own words for the change, kept in the stock history (optional). */
    Note: storedText('Note', 200, { trim: true }).default(''),
  },
  { error: 'The body must be an object' },
);

export const ownerProductsQuery = z.object({
  Page: page.default(1),
  PageSize: pageSize.default(25),
  Search: storedText('Search', 100, { trim: true }).default(''),
  Status: z.enum([...PRODUCT_STATUSES, 'all'], { error: 'Status must be draft, active, archived or all' }).default('all'),
});
export const ownerProductQuery = z.object({ ProductID: recordIdParam('ProductID') });
export const stockHistoryQuery = z.object({
  ProductID: recordIdParam('ProductID'),
  /** 0 (or left out) for a product without variants. */
  VariantID: z.coerce
    .number({ error: 'VariantID must be a number' })
    .int('VariantID must be a whole number')
    .min(0, 'VariantID must be 0 or a variant id')
    .max(2_147_483_647, 'VariantID is too large')
    .default(0),
});

/** Writes count per owner of a store, 300 in 10 minutes (a catalogue is edited in bursts). */
const WRITES = { max: 300, timeWindow: '10 minutes', bucket: 'products' };
const written = answerOf<{ product: WrittenProductWire }>();
const write = <S extends z.ZodType>(path: `/${string}`, request: S) =>
  defineCall({ method: 'POST', path, auth: 'owner', permission: 'products.manage', request, answer: written, limit: WRITES });

export const PRODUCT_CALLS = {
  products: defineCall({
    method: 'GET',
    path: '/Owner/Products',
    auth: 'owner',
    permission: 'products.manage',
    request: ownerProductsQuery,
    answer: answerOf<OwnerProductListWire>(),
  }),
  product: defineCall({
    method: 'GET',
    path: '/Owner/Product',
    auth: 'owner',
    permission: 'products.manage',
    request: ownerProductQuery,
    answer: answerOf<OwnerProductWire>(),
  }),
  /** One product's or variant's stock moves, newest first: who, why, when, by how much and what was left. */
  stockHistory: defineCall({
    method: 'GET',
    path: '/Owner/StockHistory',
    auth: 'owner',
    permission: 'products.manage',
    request: stockHistoryQuery,
    answer: answerOf<StockHistoryWire>(),
  }),
  createProduct: write('/Owner/CreateProduct', createProductBody),
  updateProduct: write('/Owner/UpdateProduct', updateProductBody),
  duplicateProduct: write('/Owner/DuplicateProduct', productIdBody),
  archiveProduct: write('/Owner/ArchiveProduct', productIdBody),
  deleteProduct: defineCall({
    method: 'POST',
    path: '/Owner/DeleteProduct',
    auth: 'owner',
    permission: 'products.manage',
    request: productIdBody,
    answer: answerOf<{ productID: number }>(),
    limit: WRITES,
  }),
  setProductStock: defineCall({
    method: 'POST',
    path: '/Owner/SetProductStock',
    auth: 'owner',
    permission: 'products.manage',
    request: setProductStockBody,
    answer: answerOf<{ productID: number; variantID: number; quantity: number; delta: number }>(),
    limit: WRITES,
  }),
};
