import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { EXPORT_HEADER } from '../../../../src/domain/catalog/csv/product-csv-columns';
import { productCsvRows } from '../../../../src/domain/catalog/csv/product-csv-export';
import { importProductRecords } from '../../../../src/domain/catalog/csv/product-csv-import';
import { catalogueArb } from './catalogue-arbitrary';

test.prop([catalogueArb], { numRuns: 200 })('an exported catalogue imports back as it was, with no column left aside', (catalogue) => {
  const records = [EXPORT_HEADER, ...catalogue.flatMap(productCsvRows)];
  const result = importProductRecords(records);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.ignoredColumns).toEqual([]);
  const refused = result.outcomes.filter((outcome) => outcome.kind === 'refused');
  expect(refused).toEqual([]);
  expect(result.outcomes.map((outcome) => outcome.kind === 'accepted' && outcome.product)).toEqual(catalogue);
});

test.prop([catalogueArb])('no exported cell starts a spreadsheet formula', (catalogue) => {
  for (const cell of catalogue.flatMap(productCsvRows).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
});

test.prop([catalogueArb, fc.nat()])('each product starts on a row with its title and keeps its rows together', (catalogue) => {
  const rows = catalogue.flatMap(productCsvRows);
  const titleAt = EXPORT_HEADER.indexOf('Title');
  const handleAt = EXPORT_HEADER.indexOf('URL handle');
  const starts = rows.filter((row) => row[titleAt] !== '').map((row) => row[handleAt]);
  expect(starts).toEqual(catalogue.map((product) => product.handle));
  const runs = rows.map((row) => row[handleAt]).filter((h, i, all) => h !== all[i - 1]);
  expect(runs).toEqual(starts);
});
