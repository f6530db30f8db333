/**
 * The product editor's values (text as the owner types it) and the fields the store API saves. The
 * options' values are typed separated by commas; the variant rows follow them through the catalogue's
 * variant matrix (variant-matrix.ts), a row the owner already filled kept when its values still exist.
 * A count that is not a whole number is refused here by the API's field name, and nothing is sent;
 * every other rule stays the API's (owner-products.contract.ts).
 */
import type {
  OwnerProduct,
  ProductAddon,
  ProductFaq,
  ProductFields,
  ProductPicture,
  ProductStatus,
} from '../../application/ports/owner-products-api.port';
import { slugify } from '../../domain/catalog/csv/product-handle';
import { variantMatrix } from '../../domain/catalog/csv/variant-matrix';
import { gramsOf, weightIn, type WeightUnit } from '../../domain/catalog/variant-fields';

export interface VariantRow {
  variantID: number | null;
  optionValues: string[];
  sku: string;
  barcode: string;
  price: string;
  /** '' for none: the product's compare-at price shows (decision 104). */
  compareAtPrice: string;
  isHidePrice: boolean;
  /** In `weightUnit`; '' for the product's weight. */
  weight: string;
  weightUnit: WeightUnit;
  stock: string;
  sellWhenOutOfStock: boolean;
  imageFile: string | null;
}

export interface OptionRow {
  name: string;
  /** The values as typed: "Red, Blue". */
  values: string;
}

export interface FaqRow extends ProductFaq {
  key: string;
}

export interface ProductValues {
  name: string;
  handle: string;
  /** Whether the owner wrote the handle; until then a new product's follows its title. */
  handleEdited: boolean;
  description: string;
  status: ProductStatus;
  vendor: string;
  productType: string;
  tags: string;
  categoryID: number | null;
  brandID: number | null;
  groupIDs: number[];
  price: string;
  compareAtPrice: string;
  isHidePrice: boolean;
  sku: string;
  barcode: string;
  stock: string;
  sellWhenOutOfStock: boolean;
  /** In `weightUnit`, as the owner types it; saved as grams. */
  weight: string;
  weightUnit: WeightUnit;
  seoTitle: string;
  seoDescription: string;
  /** In the order shoppers see them (product-pictures.ts moves and removes them). */
  images: ProductPicture[];
  /** Each with a key of the editor's own, so a row keeps its place while dragged (product-faqs.tsx). */
  faqs: FaqRow[];
  addons: ProductAddon[];
  options: OptionRow[];
  variants: VariantRow[];
  /** Why the owner changed stock counts (optional); the stock history keeps it beside each change. */
  stockNote: string;
}

/** The API's 200-character handle limit. */
export const handleFrom = (title: string) => slugify(title).slice(0, 200);

export function valuesOf(product: OwnerProduct | null): ProductValues {
  return {
    name: product?.name ?? '',
    handle: product?.handle ?? '',
    handleEdited: product !== null,
    description: product?.description ?? '',
    status: product?.status ?? 'draft',
    vendor: product?.vendor ?? '',
    productType: product?.productType ?? '',
    tags: product?.tags.join(', ') ?? '',
    categoryID: product?.categoryID ?? null,
    brandID: product?.brandID ?? null,
    groupIDs: product?.groupIDs ?? [],
    price: product?.price ?? '',
    compareAtPrice: product?.compareAtPrice ?? '',
    isHidePrice: product?.isHidePrice ?? false,
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    stock: String(product?.stock ?? 0),
    sellWhenOutOfStock: product?.sellWhenOutOfStock ?? false,
    weight: product ? String(weightIn(product.weightGrams, product.weightUnit)) : '0',
    weightUnit: product?.weightUnit ?? 'g',
    seoTitle: product?.seoTitle ?? '',
    seoDescription: product?.seoDescription ?? '',
    images: product?.images ?? [],
    faqs: product?.faqs.map((faq, index) => ({ ...faq, key: `saved-${index}` })) ?? [],
    addons: product?.addons ?? [],
    stockNote: '',
    options: product?.options.map((option) => ({ name: option.name, values: option.values.join(', ') })) ?? [],
    variants: product?.variants.map(rowOf) ?? [],
  };
}

function rowOf(variant: OwnerProduct['variants'][number]): VariantRow {
  const { weightGrams, ...rest } = variant;
  return {
    ...rest,
    compareAtPrice: variant.compareAtPrice ?? '',
    weight: weightGrams === null ? '' : String(weightIn(weightGrams, variant.weightUnit)),
    stock: String(variant.stock),
  };
}

/** Whether a saved stock count (the product's own, or a saved variant's) differs from the one loaded. */
export function stockChanged(product: OwnerProduct | null, values: ProductValues): boolean {
  if (!product) return false;
  if (product.variants.length === 0) return values.variants.length === 0 && values.stock.trim() !== String(product.stock);
  return values.variants.some((row) => {
    const before = product.variants.find((variant) => variant.variantID !== null && variant.variantID === row.variantID);
    return before !== undefined && row.stock.trim() !== String(before.stock);
  });
}

export const listOf = (text: string) => [...new Set(text.split(',').map((part) => part.trim()))].filter((part) => part !== '');

/** The options the owner has named and given values to; a half-filled one makes no variants yet. */
export const optionsOf = (rows: readonly OptionRow[]) =>
  rows.map((row) => ({ name: row.name.trim(), values: listOf(row.values) })).filter((option) => option.name && option.values.length > 0);

export type MatrixProblem = 'too-many-options' | 'too-many-variants';

/**
 * The variant rows the options make, in reading order: a row whose values the owner already had keeps
 * what was typed in it; a new one starts at the product's price with no stock.
 */
export function withOptions(values: ProductValues, options: OptionRow[]): { values: ProductValues; problem: MatrixProblem | null } {
  const named = optionsOf(options);
  const matrix = variantMatrix(named);
  if (!matrix.ok) return { values: { ...values, options }, problem: matrix.reason };
  const kept = new Map(values.variants.map((row) => [row.optionValues.join('\u0000'), row]));
  const price = values.variants[0]?.price ?? values.price;
  const variants =
    named.length === 0
      ? []
      : matrix.combinations.map(
          (optionValues) =>
            kept.get(optionValues.join('\u0000')) ?? {
              variantID: null,
              optionValues,
              sku: '',
              barcode: '',
              price,
              compareAtPrice: '',
              isHidePrice: false,
              weight: '',
              weightUnit: values.weightUnit,
              stock: '0',
              sellWhenOutOfStock: false,
              imageFile: null,
            },
        );
  return { values: { ...values, options, variants }, problem: null };
}

/** The editor's problems as one list reads them: a variant's named by its values, each once. */
export function problemLines(errors: Record<string, string>, variants: readonly VariantRow[]): string[] {
  const lines = Object.entries(errors).map(([field, message]) => {
    const row = /^Variants\.(\d+)\./.exec(field);
    const variant = row ? variants[Number(row[1])] : undefined;
    return variant ? `${variant.optionValues.join(' / ')}: ${message}` : message;
  });
  return [...new Set(lines)];
}

const WHOLE = /^\d{1,10}$/;
const WEIGHT = /^\d{1,9}(\.\d{1,4})?$/;

type Parsed = { ok: true; fields: ProductFields } | { ok: false; errors: Record<string, string> };

export function fieldsOf(values: ProductValues): Parsed {
  const errors: Record<string, string> = {};
  const count = (field: string, text: string) => {
    if (WHOLE.test(text.trim())) return Number(text.trim());
    errors[field] = `${field.split('.').at(-1)} must be a whole number, 0 or more`;
    return 0;
  };
  const weight = (field: string, text: string, unit: WeightUnit) => {
    if (WEIGHT.test(text.trim())) return gramsOf(Number(text.trim()), unit);
    errors[field] = 'Weight must be a number, 0 or more';
    return 0;
  };
  const variants = values.variants.map(({ weight: typed, ...row }, index) => ({
    ...row,
    compareAtPrice: row.compareAtPrice.trim() === '' ? null : row.compareAtPrice.trim(),
    weightGrams: typed.trim() === '' ? null : weight(`Variants.${index}.WeightGrams`, typed, row.weightUnit),
    stock: count(`Variants.${index}.Stock`, row.stock),
  }));
  values.images.forEach((image, index) => {
    if (!image.alt.trim()) errors[`Images.${index}.Alt`] = 'Alt is required: describe what the picture shows';
  });
  // The price lists show: the lowest a shopper can see (variants on request left out while another has a price).
  const priced = variants.some((row) => !row.isHidePrice) ? variants.filter((row) => !row.isHidePrice) : variants;
  const prices = priced.map((row) => Number(row.price)).filter((price) => Number.isFinite(price));
  const fields: ProductFields = {
    name: values.name,
    handle: values.handle,
    description: values.description,
    status: values.status,
    vendor: values.vendor,
    productType: values.productType,
    tags: listOf(values.tags),
    categoryID: values.categoryID,
    brandID: values.brandID,
    groupIDs: values.groupIDs,
    // A product with variants is priced by them; its own price is their lowest, which lists show.
    price: priced.length > 0 && prices.length > 0 ? priced[prices.indexOf(Math.min(...prices))]!.price : values.price,
    compareAtPrice: values.compareAtPrice.trim() === '' ? null : values.compareAtPrice,
    isHidePrice: values.isHidePrice,
    sku: values.sku,
    barcode: values.barcode,
    stock: variants.length > 0 ? 0 : count('Stock', values.stock),
    sellWhenOutOfStock: values.sellWhenOutOfStock,
    weightGrams: weight('WeightGrams', values.weight, values.weightUnit),
    weightUnit: values.weightUnit,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    images: values.images.map((image) => ({ ...image, alt: image.alt.trim() })),
    faqs: values.faqs.map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() })),
    addons: values.addons.map((addon) => ({ ...addon, name: addon.name.trim(), price: addon.price.trim() })),
    options: optionsOf(values.options),
    variants,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
