/**
 * Writes products as Shopify's newer product CSV, one product's rows at a time (csv-stringify,
 * decision 80), so an export of any size streams. The file starts with a byte order mark: Excel
 * reads a CSV without one in the machine's legacy code page and garbles accents.
 */
import { stringify } from 'csv-stringify/sync';
import type { ProductDraft } from '../../../src/domain/catalog/csv/catalogue-draft';
import { EXPORT_HEADER } from '../../../src/domain/catalog/csv/product-csv-columns';
import { productCsvRows } from '../../../src/domain/catalog/csv/product-csv-export';

export async function* writeProductCsv(products: AsyncIterable<ProductDraft> | Iterable<ProductDraft>): AsyncGenerator<string> {
  yield `\uFEFF${stringify([EXPORT_HEADER])}`;
  for await (const product of products) yield stringify(productCsvRows(product));
}
