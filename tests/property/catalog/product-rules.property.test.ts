import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { handleFromName, isAmountText } from '../../../src/domain/catalog/product-rules';
import { SLUG_PATTERN } from '../../../src/domain/catalog/resolved-page';

test.prop([fc.string({ maxLength: 400, unit: 'binary' })])('a handle made from any name is one a flat URL resolves', (name) => {
  expect(handleFromName(name)).toMatch(SLUG_PATTERN);
});

test.prop([fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((handle) => handle.length <= 200)])(
  'a name that is already a handle keeps it',
  (handle) => {
    expect(handleFromName(handle)).toBe(handle);
  },
);

test.prop([fc.integer({ min: 0, max: 99_999_999_99 })])(
  'every whole number of cents is an amount, written with 2 decimals or none',
  (cents) => {
    expect(isAmountText((cents / 100).toFixed(2))).toBe(true);
    expect(isAmountText(String(Math.floor(cents / 100)))).toBe(true);
  },
);

test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 })])(
  'a third decimal or a sign is never an amount',
  (whole, digit) => {
    expect(isAmountText(`${whole}.12${digit}`)).toBe(false);
    expect(isAmountText(`-${whole}`)).toBe(false);
  },
);
