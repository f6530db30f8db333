/**
 * A product as rows of Shopify's newer product CSV (EXPORT_HEADER): the first row carries the
 * product's fields, its first variant and first image; the next rows carry the other variants and
 * images beside each other, with only the handle repeated, as Shopify's own export does. Every cell
 * is guarded against spreadsheet formulas (csv-cells.ts).
 */
import type { ImageDraft, ProductDraft, VariantDraft } from './catalogue-draft';
import { formatCents, guardCell } from './csv-cells';
import { CSV_FIELDS, type CsvField } from './product-csv-columns';

type Cells = Partial<Record<CsvField, string>>;

const flag = (value: boolean): string => (value ? 'TRUE' : 'FALSE');

function productCells(product: ProductDraft): Cells {
  // Shopify writes a product without options as its one option "Title" valued "Default Title".
  const names = product.options.length === 0 ? ['Title'] : product.options.map((option) => option.name);
  return {
    title: product.title,
    description: product.descriptionHtml,
    vendor: product.vendor,
    type: product.type,
    tags: product.tags.join(', '),
    published: flag(product.published),
    status: product.status,
    option1Name: names[0] ?? '',
    option2Name: names[1] ?? '',
    option3Name: names[2] ?? '',
    seoTitle: product.seo.title,
    seoDescription: product.seo.description,
  };
}

function variantCells(variant: VariantDraft): Cells {
  const values = variant.optionValues.length === 0 ? ['Default Title'] : variant.optionValues;
  return {
    option1Value: values[0] ?? '',
    option2Value: values[1] ?? '',
    option3Value: values[2] ?? '',
    sku: variant.sku,
    barcode: variant.barcode,
    price: formatCents(variant.priceCents),
    compareAt: variant.compareAtCents === null ? '' : formatCents(variant.compareAtCents),
    stock: String(variant.stock),
    policy: variant.keepSelling ? 'continue' : 'deny',
    grams: String(variant.grams),
    weightUnit: variant.weightUnit,
    requiresShipping: flag(variant.requiresShipping),
    variantImage: variant.imageSrc ?? '',
  };
}

const imageCells = (image: ImageDraft): Cells => ({ imageSrc: image.src, imagePosition: String(image.position), imageAlt: image.alt });

export function productCsvRows(product: ProductDraft): string[][] {
  const count = Math.max(product.variants.length, product.images.length, 1);
  return Array.from({ length: count }, (_, i) => {
    const variant = product.variants[i];
    const image = product.images[i];
    const cells: Cells = {
      ...(i === 0 ? productCells(product) : {}),
      handle: product.handle,
      ...(variant ? variantCells(variant) : {}),
      ...(image ? imageCells(image) : {}),
    };
    return CSV_FIELDS.map((column) => guardCell(cells[column.field] ?? ''));
  });
}
