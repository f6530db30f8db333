import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readProductCsv, type ProductCsvEvent } from '../../../server/store-api/catalog/product-csv-reader';
import { writeProductCsv } from '../../../server/store-api/catalog/product-csv-writer';
import { catalogueArb } from '../../property/catalog/csv/catalogue-arbitrary';

const encoder = new TextEncoder();

/** The bytes in chunks of `size`, as an upload arrives. */
async function* chunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(source: AsyncIterable<Uint8Array>): Promise<ProductCsvEvent[]> {
  const events: ProductCsvEvent[] = [];
  for await (const event of readProductCsv(source)) events.push(event);
  return events;
}

const readText = (text: string, size = 7) => read(chunks(encoder.encode(text), size));
const HEADER = 'Handle,Title,Body (HTML),Variant Price,Cost per item\n';

describe('reading an uploaded product CSV', () => {
  it('takes off a byte order mark and keeps line breaks inside quoted cells, whatever the chunks', async () => {
    const text = `\uFEFF${HEADER}mug,"Mug, ""big""","<p>One</p>\r\n<p>Two é</p>",12.50,3\n`;
    for (const size of [1, 2, 5, 1000]) {
      expect(await readText(text, size)).toEqual([
        { kind: 'columns', ignored: ['Cost per item'] },
        {
          kind: 'product',
          outcome: expect.objectContaining({
            kind: 'accepted',
            product: expect.objectContaining({ title: 'Mug, "big"', descriptionHtml: '<p>One</p>\r\n<p>Two é</p>' }),
          }),
        },
      ]);
    }
  });

  it('ends with a clear message at a quote never closed, keeping the products whose rows had ended', async () => {
    // The bag's rows may go on inside the broken cell: it is not given back.
    const events = await readText(`${HEADER}mug,Mug,,1,\nbag,Bag,,1,\ncap,"Cap,,1,\nhat,Hat,,1,\n`);
    expect(events.slice(1)).toEqual([
      { kind: 'product', outcome: expect.objectContaining({ kind: 'accepted', firstRow: 2 }) },
      {
        kind: 'file-error',
        message:
          'Row 4 (line 4): a quoted cell is never closed, so the file ends inside it. Look for a missing quote (") from that line on.',
      },
    ]);
  });

  it('refuses a file that is not UTF-8, naming the line of the first bad byte', async () => {
    const latin1 = new Uint8Array([...encoder.encode(`${HEADER}mug,Mug,,1,\ncaf`), 0xe9, ...encoder.encode(',Caf,,1,\n')]);
    for (const size of [1, 3, 1000]) {
      expect((await read(chunks(latin1, size))).at(-1)).toEqual({
        kind: 'file-error',
        message: 'Line 3: the file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.',
      });
    }
    const cut = encoder.encode(`${HEADER}mug,Mug é`).slice(0, -1);
    expect((await read(chunks(cut, 4))).at(-1)).toMatchObject({
      kind: 'file-error',
      message: expect.stringMatching(/^Line 2: the file is not UTF-8/),
    });
  });

  it('refuses a file without a Handle column, and an empty file', async () => {
    expect(await readText('Title,Price\nMug,1\n')).toEqual([{ kind: 'file-error', message: expect.stringContaining('no Handle column') }]);
    expect(await readText('')).toEqual([{ kind: 'file-error', message: 'The file is empty: its first row must be the header.' }]);
  });

  it('gives back each product before reading the rest of the file', async () => {
    let sent = 0;
    const total = 5_000;
    async function* slowFile(): AsyncGenerator<Uint8Array> {
      yield encoder.encode(HEADER);
      for (sent = 0; sent < total; sent += 1) yield encoder.encode(`p${sent},Product ${sent},,1,\n`);
    }
    for await (const event of readProductCsv(slowFile())) {
      if (event.kind === 'product') break;
    }
    // The first product came out while most rows were still unread (a small read-ahead only).
    expect(sent).toBeLessThan(total / 2);
  });
});

test.prop([catalogueArb], { numRuns: 60 })('a catalogue written as a CSV file reads back as it was', async (catalogue) => {
  let text = '';
  for await (const part of writeProductCsv(catalogue)) text += part;
  expect(text.startsWith('\uFEFFTitle,URL handle,')).toBe(true);
  const events = await read(chunks(encoder.encode(text), 64));
  expect(events[0]).toEqual({ kind: 'columns', ignored: [] });
  expect(events.slice(1).map((event) => event.kind === 'product' && event.outcome.kind === 'accepted' && event.outcome.product)).toEqual(
    catalogue,
  );
});
