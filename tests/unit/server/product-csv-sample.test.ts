import { createReadStream } from 'node:fs';
import { expect, it } from 'vitest';
import { readProductCsv, type ProductCsvEvent } from '../../../server/store-api/catalog/product-csv-reader';

it('docs/samples/shopify-products.csv imports whole: 8 products, a draft and an archived one, 2-option variants', async () => {
  const events: ProductCsvEvent[] = [];
  for await (const event of readProductCsv(createReadStream('docs/samples/shopify-products.csv'))) events.push(event);
  expect(events[0]).toEqual({
    kind: 'columns',
    ignored: ['Variant Inventory Tracker', 'Variant Fulfillment Service', 'Variant Taxable', 'Gift Card', 'Cost per item'],
  });
  const products = events.flatMap((event) =>
    event.kind === 'product' && event.outcome.kind === 'accepted' ? [event.outcome.product] : [],
  );
  expect(products).toHaveLength(8);
  expect(events).toHaveLength(9);
  expect(products.map((product) => product.status).sort()).toEqual([
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'archived',
    'draft',
  ]);
  const tee = products.find((product) => product.handle === 'organic-cotton-tee')!;
  expect(tee.options).toEqual([
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['White', 'Black'] },
  ]);
  expect(tee.variants).toHaveLength(6);
  expect(products.find((product) => product.handle === 'stoneware-mug')!.options).toEqual([]);
});
