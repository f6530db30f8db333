/**
 * One row of a product CSV read into the parts it carries: the product's own fields (first row of
 * a handle), a variant, an image. Each refused cell becomes a problem naming the row and the
 * column as the file spells it (docs/catalogue.md lists the rules).
 */
import { PRODUCT_STATUSES, type ProductStatus, type RowProblem, type VariantDraft } from './catalogue-draft';
import { parseCents, parseFlag, parseGrams, parseTags, parseWholeNumber } from './csv-cells';
import { cellOf, columnName, type ColumnMap, type CsvField } from './product-csv-columns';
import { isWeightUnit, type WeightUnit } from '../variant-fields';

export interface ProductFields {
  title: string;
  descriptionHtml: string;
  vendor: string;
  type: string;
  tags: string[];
  published: boolean;
  status: ProductStatus;
  optionNames: string[];
  seo: { title: string; description: string };
}

const OPTION_NAMES = ['option1Name', 'option2Name', 'option3Name'] as const;
const OPTION_VALUES = ['option1Value', 'option2Value', 'option3Value'] as const;
const VARIANT_FIELDS: readonly CsvField[] = [
  ...OPTION_VALUES,
  ...(['sku', 'barcode', 'price', 'compareAt', 'stock', 'policy', 'grams', 'weightUnit', 'requiresShipping', 'variantImage'] as const),
];
const URL = /^https?:\/\/\S+$/i;

/** Reads one row's cells, collecting its problems. */
export class RowReader {
  readonly problems: RowProblem[] = [];

  constructor(
    private readonly columns: ColumnMap,
    private readonly cells: readonly string[],
    readonly row: number,
  ) {}

  /** The cell as written (the description keeps its spacing). */
  raw(field: CsvField): string {
    return cellOf(this.columns, this.cells, field);
  }

  text(field: CsvField): string {
    return this.raw(field).trim();
  }

  refuse(field: CsvField | null, message: string): void {
    const column = field === null ? null : columnName(this.columns, field);
    this.problems.push({ row: this.row, column, message: column === null ? message : `${column} ${message}` });
  }

  /** A cell parsed by `parse`; `fallback` when empty; a problem and `fallback` when unreadable. */
  parsed<T>(field: CsvField, parse: (text: string) => T | null, fallback: T, rule: string): T {
    const text = this.text(field);
    if (text === '') return fallback;
    const value = parse(text);
    if (value === null) this.refuse(field, rule);
    return value ?? fallback;
  }

  /** True when the row carries a variant: a continuation row may carry only an image. */
  hasVariant(): boolean {
    return VARIANT_FIELDS.some((field) => this.text(field) !== '');
  }

  /** PostgreSQL text cannot hold NUL, and no catalogue text needs one (the store API's NUL rule, decision 71). */
  hasNul(): boolean {
    return this.cells.some((cell) => cell.includes('\u0000'));
  }

  extraOptionColumns(): string[] {
    return this.columns.extraOptions.filter((column) => (this.cells[column.index] ?? '').trim() !== '').map((column) => column.name);
  }
}

export function readProductFields(reader: RowReader): ProductFields {
  return {
    title: reader.text('title'),
    descriptionHtml: reader.raw('description'),
    vendor: reader.text('vendor'),
    type: reader.text('type'),
    tags: parseTags(reader.text('tags')),
    // Shopify publishes a product whose Published cell is empty.
    published: reader.parsed('published', parseFlag, true, 'must be TRUE or FALSE'),
    status: reader.parsed(
      'status',
      (text) => PRODUCT_STATUSES.find((s) => s === text.toLowerCase()) ?? null,
      'active',
      'must be active, draft or archived',
    ),
    optionNames: OPTION_NAMES.map((field) => reader.text(field)),
    seo: { title: reader.text('seoTitle'), description: reader.text('seoDescription') },
  };
}

const policyOf = (text: string): boolean | null => {
  const lower = text.toLowerCase();
  if (lower === 'continue' || lower === 'true') return true;
  if (lower === 'deny' || lower === 'false') return false;
  return null;
};

export function readVariant(reader: RowReader): VariantDraft {
  const price = reader.parsed('price', parseCents, null, 'must be an amount with at most 2 decimals');
  if (reader.text('price') === '') reader.refuse('price', 'is required on a variant row');
  const stock = reader.parsed('stock', parseWholeNumber, 0, 'must be a whole number');
  if (stock < 0) reader.refuse('stock', 'must not be negative');
  const compareAt = reader.parsed('compareAt', parseCents, null, 'must be an amount with at most 2 decimals');
  // The price before a sale (decision 104): one not above the price would tell of a saving that is not there.
  if (compareAt !== null && price !== null && compareAt <= price) reader.refuse('compareAt', 'must be more than the price, or empty');
  const imageSrc = reader.text('variantImage');
  if (imageSrc !== '' && !URL.test(imageSrc)) reader.refuse('variantImage', 'must be an http(s) address');
  return {
    optionValues: OPTION_VALUES.map((field) => reader.text(field)),
    sku: reader.text('sku'),
    barcode: reader.text('barcode'),
    priceCents: price ?? 0,
    compareAtCents: compareAt,
    stock,
    keepSelling: reader.parsed('policy', policyOf, false, 'must be deny or continue'),
    grams: reader.parsed('grams', parseGrams, 0, 'must be a weight in grams, not negative'),
    weightUnit: reader.parsed(
      'weightUnit',
      (text): WeightUnit | null => {
        const unit = text.toLowerCase();
        return isWeightUnit(unit) ? unit : null;
      },
      'g',
      'must be g, kg, lb or oz',
    ),
    requiresShipping: reader.parsed('requiresShipping', parseFlag, true, 'must be TRUE or FALSE'),
    imageSrc: imageSrc === '' ? null : imageSrc,
  };
}

export function readImage(reader: RowReader): { src: string; position: number | null; alt: string } | null {
  const src = reader.text('imageSrc');
  if (src === '') return null;
  if (!URL.test(src)) reader.refuse('imageSrc', 'must be an http(s) address');
  const position = reader.parsed(
    'imagePosition',
    (text) => (/^[1-9]\d{0,5}$/.test(text) ? Number(text) : null),
    null,
    'must be a whole number from 1',
  );
  return { src, position, alt: reader.text('imageAlt') };
}
