import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { MAX_VARIANTS } from '../../../../src/domain/catalog/csv/catalogue-draft';
import { formatCents, guardCell, parseCents, unguardCell } from '../../../../src/domain/catalog/csv/csv-cells';
import { isValidHandle, slugify } from '../../../../src/domain/catalog/csv/product-handle';
import { variantMatrix } from '../../../../src/domain/catalog/csv/variant-matrix';

test.prop([fc.string({ unit: 'binary', maxLength: 300 })])(
  'a slug is a valid handle or empty, and slugifying it again keeps it',
  (text) => {
    const slug = slugify(text);
    expect(slug === '' || isValidHandle(slug)).toBe(true);
    expect(slugify(slug)).toBe(slug);
  },
);

test.prop([fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,4}$/)])('a valid handle is its own slug', (handle) => {
  expect(slugify(handle)).toBe(handle);
});

const optionsArb = fc.array(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), { maxLength: 3 });

test.prop([optionsArb])('the variants are every combination once, the first option varying slowest', (valueLists) => {
  const options = valueLists.map((values, i) => ({ name: `O${i}`, values }));
  const count = valueLists.reduce((product, values) => product * values.length, 1);
  const matrix = variantMatrix(options);
  if (count > MAX_VARIANTS) {
    expect(matrix).toEqual({ ok: false, reason: 'too-many-variants' });
    return;
  }
  if (!matrix.ok) throw new Error('refused a matrix within the limit');
  expect(matrix.combinations).toHaveLength(count);
  expect(new Set(matrix.combinations.map((c) => JSON.stringify(c))).size).toBe(count);
  // Reading order: the combinations' value positions count up like digits.
  const positions = matrix.combinations.map((combination) => combination.map((value, at) => valueLists[at]!.indexOf(value)));
  const sorted = [...positions].sort((a, b) => a.reduce((order, v, at) => order || v - b[at]!, 0));
  expect(positions).toEqual(sorted);
  expect(variantMatrix(options)).toEqual(matrix);
});

test('a fourth option is refused', () => {
  const option = { name: 'A', values: ['x'] };
  expect(variantMatrix([option, option, option, option])).toEqual({ ok: false, reason: 'too-many-options' });
});

test.prop([fc.string({ unit: 'binary' })])('a guarded cell never starts a formula and unguards to itself', (text) => {
  expect(guardCell(text)).not.toMatch(/^[=+\-@\t\r]/);
  expect(unguardCell(guardCell(text))).toBe(text);
});

test.prop([fc.integer({ min: 0, max: 9_999_999_999 })])('an amount written from cents reads back as the same cents', (cents) => {
  expect(parseCents(formatCents(cents))).toBe(cents);
});
