/**
 * Reads an uploaded Shopify product CSV as a stream, in flat memory: csv-parse (decision 80) turns
 * the UTF-8 text into records one at a time, and the domain's import groups them by handle and
 * gives back each product as its rows end. A broken file (not UTF-8, a quote never closed) ends
 * the reading with one clear message; the products whose rows had ended before it stay read (the
 * caller's dry run), and the one in progress is dropped, since the broken cell may hold its next rows.
 */
import { CsvError, parse } from 'csv-parse';
import type { ProductImportOutcome } from '../../../src/domain/catalog/csv/catalogue-draft';
import { ProductCsvImport } from '../../../src/domain/catalog/csv/product-csv-import';
import { CsvFileError, utf8Text } from './utf8-text';

export type ProductCsvEvent =
  | { kind: 'columns'; ignored: readonly string[] }
  | { kind: 'product'; outcome: ProductImportOutcome }
  | { kind: 'file-error'; message: string };

function fileErrorMessage(error: unknown, row: number, line: number): string | null {
  if (error instanceof CsvFileError) return error.message;
  if (!(error instanceof CsvError)) return null;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `Row ${row} (line ${line}): a quoted cell is never closed, so the file ends inside it. Look for a missing quote (") from that line on.`;
  return `Row ${row} (line ${line}): the file is not readable as CSV (${error.message}).`;
}

interface ParsedRecord {
  record: string[];
  /** The line the record ends on. */
  lines: number;
}

/**
 * csv-parse driven a chunk at a time: each chunk's records are taken as parsed (on_record), so a
 * broken cell later in the file never discards the records read before it, and the memory held is
 * one chunk's records.
 */
function chunkParser() {
  const parsed: ParsedRecord[] = [];
  // relax_column_count: spreadsheets drop empty trailing cells; the import reads a missing cell as empty.
  const parser = parse({
    bom: true,
    relax_column_count: true,
    on_record: (record: string[], context: { lines: number }) => void parsed.push({ record, lines: context.lines }),
  });
  parser.on('error', () => {}); // given to the write and end callbacks below
  const take = (): ParsedRecord[] => parsed.splice(0);
  return {
    write: (text: string) =>
      new Promise<ParsedRecord[]>((resolve, reject) => parser.write(text, (error) => (error ? reject(error) : resolve(take())))),
    end: () =>
      new Promise<ParsedRecord[]>((resolve, reject) => {
        parser.once('error', reject);
        parser.end(() => resolve(take()));
      }),
  };
}

async function* records(source: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedRecord> {
  const parser = chunkParser();
  for await (const text of utf8Text(source)) yield* await parser.write(text);
  yield* await parser.end();
}

export async function* readProductCsv(source: AsyncIterable<Uint8Array>): AsyncGenerator<ProductCsvEvent> {
  let importing: ProductCsvImport | null = null;
  let [row, line] = [0, 0];
  try {
    for await (const { record, lines } of records(source)) {
      [row, line] = [row + 1, lines];
      if (importing === null) {
        const started = ProductCsvImport.start(record);
        if (!started.ok) return yield { kind: 'file-error', message: started.error };
        importing = started.import;
        yield { kind: 'columns', ignored: started.ignoredColumns };
        continue;
      }
      for (const outcome of importing.push(record, row)) yield { kind: 'product', outcome };
    }
  } catch (error) {
    const message = fileErrorMessage(error, row + 1, line + 1);
    if (message === null) throw error;
    return yield { kind: 'file-error', message };
  }
  if (importing === null) return yield { kind: 'file-error', message: 'The file is empty: its first row must be the header.' };
  for (const outcome of importing.finish()) yield { kind: 'product', outcome };
}
