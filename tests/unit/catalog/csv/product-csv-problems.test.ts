import { describe, expect, it } from 'vitest';
import { importProductRecords } from '../../../../src/domain/catalog/csv/product-csv-import';
import { accepted, csv, imported, problemLines, shirt } from './csv-rows';

const more = (value: string, extra: Record<string, string> = {}) => ({
  Handle: 'linen-shirt',
  'Option1 Value': value,
  'Variant Price': '49.90',
  ...extra,
});

describe('a product CSV refuses a product with a bad row, naming the row and the column', () => {
  it('refuses a file without a Handle column', () => {
    expect(
      importProductRecords([
        ['Title', 'Variant Price'],
        ['Shirt', '1'],
      ]),
    ).toEqual({
      ok: false,
      error: expect.stringContaining('no Handle column'),
    });
    expect(importProductRecords([])).toEqual({ ok: false, error: expect.stringContaining('empty') });
  });

  it('refuses a price with more than 2 decimals or none at all', () => {
    const { outcomes } = imported([shirt({ 'Variant Price': '12.345' }), more('M', { 'Variant Price': '' })]);
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Variant Price must be an amount with at most 2 decimals',
      'Row 3: Variant Price is required on a variant row',
    ]);
  });

  it('refuses a compare-at price that is not above the price, and a weight unit it does not know (decision 104)', () => {
    const { outcomes } = imported([
      shirt({ 'Variant Compare At Price': '49.90' }),
      more('M', { 'Variant Compare At Price': '12' }),
      more('L', { 'Variant Weight Unit': 'stone' }),
    ]);
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Variant Compare At Price must be more than the price, or empty',
      'Row 3: Variant Compare At Price must be more than the price, or empty',
      'Row 4: Variant Weight Unit must be g, kg, lb or oz',
    ]);
  });

  it('uses the spelling of the newer export in its messages when the file does', () => {
    const header = ['URL handle', 'Title', 'Option1 name', 'Option1 value', 'Price', 'Inventory quantity'];
    const { outcomes } = imported(
      [{ 'URL handle': 'cap', Title: 'Cap', 'Option1 name': 'Size', 'Option1 value': 'M', Price: '1,50', 'Inventory quantity': '-2' }],
      header,
    );
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Price must be an amount with at most 2 decimals',
      'Row 2: Inventory quantity must not be negative',
    ]);
  });

  it('refuses negative stock, a fourth option, an option value missing and a value without its option', () => {
    const header = [...csv([])[0]!, 'Option4 Name', 'Option4 Value'];
    const { outcomes } = imported(
      [shirt({ 'Variant Inventory Qty': '-1', 'Option4 Name': 'Fit' }), more(''), more('L', { 'Option2 Value': 'Red' })],
      header,
    );
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Option4 Name: a product has at most 3 options',
      'Row 2: Variant Inventory Qty must not be negative',
      'Row 3: Option1 Value is required: the product has the option "Size"',
      "Row 4: Option2 Value has no Option2 Name on the product's first row",
    ]);
  });

  it('refuses a repeated option combination and a SKU used twice in the file', () => {
    const { outcomes } = imported([
      shirt({ 'Variant SKU': 'LS-S' }),
      more('S'),
      { Handle: 'cap', Title: 'Cap', 'Variant Price': '5', 'Variant SKU': 'LS-S' },
    ]);
    expect(problemLines(outcomes)).toEqual([
      'Row 3: the variant repeats the option values of row 2',
      'Row 4: Variant SKU "LS-S" is already used at row 2',
    ]);
  });

  it('refuses a product past 100 variants', () => {
    const rows = [shirt({ 'Option1 Value': 'v0' }), ...Array.from({ length: 100 }, (_, i) => more(`v${i + 1}`))];
    expect(problemLines(imported(rows).outcomes)).toEqual(['Row 102: a product has at most 100 variants']);
    expect(accepted(imported(rows.slice(0, 100)).outcomes)[0]!.variants).toHaveLength(100);
  });

  it('refuses unreadable flags, states, policies, weights, positions and addresses', () => {
    const { outcomes } = imported([
      shirt({
        Published: 'yes',
        Status: 'live',
        'Variant Inventory Policy': 'maybe',
        'Variant Grams': '-3',
        'Variant Requires Shipping': 'no',
      }),
      { Handle: 'linen-shirt', 'Image Src': 'ftp://x/y.jpg', 'Image Position': '0', 'Variant Image': 'pic.jpg' },
    ]);
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Published must be TRUE or FALSE',
      'Row 2: Status must be active, draft or archived',
      'Row 2: Variant Inventory Policy must be deny or continue',
      'Row 2: Variant Grams must be a weight in grams, not negative',
      'Row 2: Variant Requires Shipping must be TRUE or FALSE',
      // A Variant Image makes the row a variant, which needs its price and option value.
      'Row 3: Variant Price is required on a variant row',
      'Row 3: Variant Image must be an http(s) address',
      'Row 3: Image Src must be an http(s) address',
      'Row 3: Image Position must be a whole number from 1',
      'Row 3: Option1 Value is required: the product has the option "Size"',
    ]);
  });

  it('refuses bad handles, a first row without a title, split handles, rows of no product and NUL', () => {
    const { outcomes } = imported([
      { Handle: 'Blue Shirt', Title: 'Blue shirt', 'Variant Price': '1' },
      { Handle: 'cap', 'Variant Price': '1' },
      { Handle: 'mug', Title: 'Mug', 'Variant Price': '1' },
      { Handle: 'cap', Title: 'Cap', 'Variant Price': '1' },
      { 'Variant Price': '1' },
      { Title: '日本', 'Variant Price': '1' },
      { Handle: 'nul', Title: 'a\u0000b', 'Variant Price': '1' },
    ]);
    expect(problemLines(outcomes)).toEqual([
      'Row 2: Handle must be lowercase letters, digits and hyphens, at most 255 characters (e.g. "blue-shirt")',
      "Row 3: Title is required on a product's first row",
      'Row 5: Handle "cap" has rows from row 3 before other products: keep a product\'s rows together',
      'Row 6: Handle is required: the row has neither Handle nor Title',
      'Row 7: Handle is required: the Title has no letter a-z or digit to make one from',
      'Row 8: A cell has a NUL character, which a catalogue cannot keep',
    ]);
    expect(accepted(outcomes).map((product) => product.handle)).toEqual(['mug']);
  });

  it('refuses a product whole but lets the others through', () => {
    const { outcomes } = imported([shirt(), more('M', { 'Variant Price': 'free' }), { Handle: 'cap', Title: 'Cap', 'Variant Price': '5' }]);
    expect(outcomes.map((outcome) => [outcome.kind, outcome.firstRow])).toEqual([
      ['refused', 2],
      ['accepted', 4],
    ]);
  });
});
