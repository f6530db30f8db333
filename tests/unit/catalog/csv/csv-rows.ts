/** Small product CSVs written as objects: each row names only the cells it fills, in the template's spellings. */
import { importProductRecords } from '../../../../src/domain/catalog/csv/product-csv-import';
import { problemText, type ProductImportOutcome } from '../../../../src/domain/catalog/csv/catalogue-draft';

export const TEMPLATE_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Status',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Weight Unit',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Variant Image',
  'SEO Title',
  'SEO Description',
];

export function csv(rows: Record<string, string>[], header: readonly string[] = TEMPLATE_HEADER): string[][] {
  return [[...header], ...rows.map((row) => header.map((name) => row[name] ?? ''))];
}

export function imported(rows: Record<string, string>[], header?: readonly string[]) {
  const result = importProductRecords(csv(rows, header));
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** The problem lines of every refused product, as the dry run shows them. */
export const problemLines = (outcomes: ProductImportOutcome[]): string[] =>
  outcomes.flatMap((outcome) => (outcome.kind === 'refused' ? outcome.problems.map(problemText) : []));

export const accepted = (outcomes: ProductImportOutcome[]) => outcomes.flatMap((o) => (o.kind === 'accepted' ? [o.product] : []));

export const shirt = (extra: Record<string, string> = {}): Record<string, string> => ({
  Handle: 'linen-shirt',
  Title: 'Linen shirt',
  'Option1 Name': 'Size',
  'Option1 Value': 'S',
  'Variant Price': '49.90',
  ...extra,
});
