/**
 * Reads a Shopify product CSV record by record, so a file of any length is read in flat memory:
 * consecutive rows with one handle are one product, and each product is given back as soon as its
 * rows end. A product with any refused row is refused whole, with every reason; the others still go
 * through (the owner sees a dry run first). Rules and column table: docs/catalogue.md.
 */
import type { ProductImportOutcome, RowProblem } from './catalogue-draft';
import { unguardCell } from './csv-cells';
import { ProductBuilder } from './product-builder';
import { resolveColumns, type ColumnMap } from './product-csv-columns';
import { readImage, readProductFields, readVariant, RowReader } from './product-csv-row';
import { isValidHandle, slugify } from './product-handle';

export type ImportStart = { ok: true; import: ProductCsvImport; ignoredColumns: readonly string[] } | { ok: false; error: string };

export class ProductCsvImport {
  private current: ProductBuilder | null = null;
  /** First row of every handle and of every SKU met: a handle's rows must stay together, a SKU name one variant. */
  private readonly handleRows = new Map<string, number>();
  private readonly skuRows = new Map<string, number>();

  private constructor(private readonly columns: ColumnMap) {}

  /** Starts an import from the file's header row; a file without a Handle column is refused. */
  static start(header: readonly string[]): ImportStart {
    const outcome = resolveColumns(header);
    if (!outcome.ok) return outcome;
    return { ok: true, import: new ProductCsvImport(outcome.columns), ignoredColumns: outcome.columns.ignored };
  }

  /** Takes the record at `row` (the header is row 1); gives back the products its handle change completed. */
  push(record: readonly string[], row: number): ProductImportOutcome[] {
    const cells = record.map(unguardCell);
    if (cells.every((cell) => cell.trim() === '')) return [];
    const reader = new RowReader(this.columns, cells, row);
    const title = reader.text('title');
    const handle = reader.text('handle') || slugify(title);
    if (handle === '') {
      const message =
        title === ''
          ? 'Handle is required: the row has neither Handle nor Title'
          : 'Handle is required: the Title has no letter a-z or digit to make one from';
      return [{ kind: 'refused', firstRow: row, handle: '', problems: [{ row, column: null, message }] }];
    }
    const done = this.current?.handle === handle ? [] : this.startProduct(reader, handle);
    this.readRow(reader, this.current!);
    return done;
  }

  /** Gives back the last product once the file has ended. */
  finish(): ProductImportOutcome[] {
    const last = this.current;
    this.current = null;
    return last === null ? [] : [last.finish()];
  }

  private startProduct(reader: RowReader, handle: string): ProductImportOutcome[] {
    const done = this.finish();
    const builder = new ProductBuilder(handle, reader.row, readProductFields(reader), this.columns);
    const problems: RowProblem[] = [];
    const earlier = this.handleRows.get(handle);
    if (earlier !== undefined)
      problems.push({
        row: reader.row,
        column: null,
        message: `Handle "${handle}" has rows from row ${earlier} before other products: keep a product's rows together`,
      });
    else this.handleRows.set(handle, reader.row);
    if (!isValidHandle(handle))
      reader.refuse(
        'handle',
        `must be lowercase letters, digits and hyphens, at most 255 characters (e.g. "${slugify(handle) || 'blue-shirt'}")`,
      );
    if (reader.text('title') === '') reader.refuse('title', "is required on a product's first row");
    builder.refuse(...problems);
    this.current = builder;
    return done;
  }

  private readRow(reader: RowReader, builder: ProductBuilder): void {
    const first = reader.row === builder.firstRow;
    for (const name of reader.extraOptionColumns())
      reader.problems.push({ row: reader.row, column: name, message: `${name}: a product has at most 3 options` });
    if (reader.hasNul()) reader.refuse(null, 'A cell has a NUL character, which a catalogue cannot keep');
    if (first || reader.hasVariant()) {
      const variant = readVariant(reader);
      const earlier = variant.sku === '' ? undefined : this.skuRows.get(variant.sku);
      if (earlier !== undefined) reader.refuse('sku', `"${variant.sku}" is already used at row ${earlier}`);
      else if (variant.sku !== '') this.skuRows.set(variant.sku, reader.row);
      builder.addVariant(variant, reader.row);
    }
    const image = readImage(reader);
    if (image !== null) builder.addImage(image);
    builder.refuse(...reader.problems);
  }
}

/** The whole of a small file at once (tests, a pasted sample): the first record is the header. */
export function importProductRecords(
  records: Iterable<readonly string[]>,
): { ok: false; error: string } | { ok: true; ignoredColumns: readonly string[]; outcomes: ProductImportOutcome[] } {
  const [header, ...rows] = [...records];
  if (header === undefined) return { ok: false, error: 'The file is empty: its first row must be the header.' };
  const started = ProductCsvImport.start(header);
  if (!started.ok) return started;
  const outcomes = [...rows.flatMap((record, i) => started.import.push(record, i + 2)), ...started.import.finish()];
  // A row of no product is answered at once, before the product its row interrupted: file order again.
  return { ok: true, ignoredColumns: started.ignoredColumns, outcomes: outcomes.sort((a, b) => a.firstRow - b.firstRow) };
}
