/**
 * The columns of Shopify's product CSV that the catalogue reads and writes. A file may use the
 * spellings of Shopify's template and older exports ("Variant Inventory Qty", "Body (HTML)") or of
 * its newer exports ("Inventory quantity", "Description"); headers match in any case and spacing.
 * The export writes the newer spellings (`exportName`). Table and reasons: docs/catalogue.md.
 */

export const CSV_FIELDS = [
  { field: 'title', exportName: 'Title', spellings: ['Title'] },
  { field: 'handle', exportName: 'URL handle', spellings: ['Handle', 'URL handle'] },
  { field: 'description', exportName: 'Description', spellings: ['Body (HTML)', 'Description', 'Body HTML'] },
  { field: 'vendor', exportName: 'Vendor', spellings: ['Vendor'] },
  { field: 'type', exportName: 'Type', spellings: ['Type', 'Product type'] },
  { field: 'tags', exportName: 'Tags', spellings: ['Tags'] },
  { field: 'published', exportName: 'Published on online store', spellings: ['Published', 'Published on online store'] },
  { field: 'status', exportName: 'Status', spellings: ['Status'] },
  { field: 'sku', exportName: 'SKU', spellings: ['Variant SKU', 'SKU'] },
  { field: 'barcode', exportName: 'Barcode', spellings: ['Variant Barcode', 'Barcode'] },
  { field: 'option1Name', exportName: 'Option1 name', spellings: ['Option1 Name'] },
  { field: 'option1Value', exportName: 'Option1 value', spellings: ['Option1 Value'] },
  { field: 'option2Name', exportName: 'Option2 name', spellings: ['Option2 Name'] },
  { field: 'option2Value', exportName: 'Option2 value', spellings: ['Option2 Value'] },
  { field: 'option3Name', exportName: 'Option3 name', spellings: ['Option3 Name'] },
  { field: 'option3Value', exportName: 'Option3 value', spellings: ['Option3 Value'] },
  { field: 'price', exportName: 'Price', spellings: ['Variant Price', 'Price'] },
  { field: 'compareAt', exportName: 'Compare-at price', spellings: ['Variant Compare At Price', 'Compare-at price', 'Compare At Price'] },
  {
    field: 'stock',
    exportName: 'Inventory quantity',
    spellings: ['Variant Inventory Qty', 'Variant Inventory Quantity', 'Inventory quantity', 'Inventory Qty'],
  },
  {
    field: 'policy',
    exportName: 'Continue selling when out of stock',
    spellings: ['Variant Inventory Policy', 'Continue selling when out of stock', 'Inventory policy'],
  },
  { field: 'grams', exportName: 'Weight value (grams)', spellings: ['Variant Grams', 'Weight value (grams)'] },
  {
    field: 'weightUnit',
    exportName: 'Weight unit for display',
    spellings: ['Variant Weight Unit', 'Weight unit for display', 'Weight Unit'],
  },
  { field: 'requiresShipping', exportName: 'Requires shipping', spellings: ['Variant Requires Shipping', 'Requires shipping'] },
  { field: 'imageSrc', exportName: 'Product image URL', spellings: ['Image Src', 'Product image URL', 'Image source'] },
  { field: 'imagePosition', exportName: 'Image position', spellings: ['Image Position'] },
  { field: 'imageAlt', exportName: 'Image alt text', spellings: ['Image Alt Text'] },
  { field: 'variantImage', exportName: 'Variant image URL', spellings: ['Variant Image', 'Variant image URL'] },
  { field: 'seoTitle', exportName: 'SEO title', spellings: ['SEO Title'] },
  { field: 'seoDescription', exportName: 'SEO description', spellings: ['SEO Description'] },
] as const;

export type CsvField = (typeof CSV_FIELDS)[number]['field'];

/** The header of an exported file, in Shopify's newer order. */
export const EXPORT_HEADER: readonly string[] = CSV_FIELDS.map((column) => column.exportName);

/** Where each known column is in a file, as the file spells it, and what the import leaves aside. */
export interface ColumnMap {
  at: ReadonlyMap<CsvField, { index: number; name: string }>;
  /** "Option4 Name" and beyond: Shopify allows 3 options, so a value there refuses its product. */
  extraOptions: readonly { index: number; name: string }[];
  /** Headers the import does not read (Shopify's Cost per item, Google Shopping / ...), in file order. */
  ignored: readonly string[];
}

export type HeaderOutcome = { ok: true; columns: ColumnMap } | { ok: false; error: string };

const normal = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

const FIELD_BY_SPELLING: ReadonlyMap<string, CsvField> = new Map(
  CSV_FIELDS.flatMap((column) => column.spellings.map((spelling) => [normal(spelling), column.field] as const)),
);

export function resolveColumns(header: readonly string[]): HeaderOutcome {
  const at = new Map<CsvField, { index: number; name: string }>();
  const extraOptions: { index: number; name: string }[] = [];
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = FIELD_BY_SPELLING.get(normal(name));
    const option = /^option\s*(\d+) (name|value)$/.exec(normal(name));
    if (field && !at.has(field)) at.set(field, { index, name: name.trim() });
    else if (!field && option && Number(option[1]) > 3) extraOptions.push({ index, name: name.trim() });
    else if (name.trim() !== '') ignored.push(name.trim());
  });
  if (!at.has('handle')) {
    return {
      ok: false,
      error: 'The file has no Handle column (Shopify names it "Handle" or "URL handle"): it is needed to group the rows.',
    };
  }
  return { ok: true, columns: { at, extraOptions, ignored } };
}

/** A row's cell of a known column, '' where the file has no such column. */
export function cellOf(columns: ColumnMap, row: readonly string[], field: CsvField): string {
  const column = columns.at.get(field);
  return column === undefined ? '' : (row[column.index] ?? '');
}

/** The file's spelling of a column, for problem messages; the newer spelling if the file lacks it. */
export function columnName(columns: ColumnMap, field: CsvField): string {
  return columns.at.get(field)?.name ?? CSV_FIELDS.find((column) => column.field === field)!.exportName;
}
