import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  addOutcome,
  addToCompare,
  clearCompare,
  COMPARE_KEPT,
  compareIdsParam,
  parseCompareIdsParam,
  removeCompareAt,
  sanitizeCompareList,
} from '../../../src/domain/catalog/compare-list';

const id = fc.integer({ min: 1, max: 200 });
const list = fc.uniqueArray(id, { maxLength: COMPARE_KEPT });

test.prop([list, id])('adds any absent product at the end, with no cap; past the kept bound the oldest goes', (before, product) => {
  const after = addToCompare(before, product);
  const outcome = addOutcome(before, product);
  expect(outcome === 'present').toBe(before.includes(product));
  if (outcome === 'added') expect(after).toEqual([...before, product].slice(-COMPARE_KEPT));
  else expect(after).toBe(before);
  expect(after.at(-1) === product || outcome === 'present').toBe(true);
  expect(new Set(after).size).toBe(after.length);
  expect(after.length).toBeLessThanOrEqual(COMPARE_KEPT);
});

test.prop([fc.uniqueArray(id, { minLength: 5, maxLength: 12 })])('ten or more products are all compared', (products) => {
  const compared = products.reduce<readonly number[]>((list, product) => addToCompare(list, product), []);
  expect(compared).toEqual(products);
});

test.prop([list, id])('adding twice is adding once', (before, product) => {
  expect(addToCompare(addToCompare(before, product), product)).toEqual(addToCompare(before, product));
});

test.prop([list, fc.integer({ min: -2, max: 6 })])('removes exactly the item at a position, keeping the order', (before, index) => {
  const after = removeCompareAt(before, index);
  if (index >= 0 && index < before.length) {
    expect(after).toEqual(before.filter((_, i) => i !== index));
  } else {
    expect(after).toBe(before);
  }
});

test.prop([list])('clears to an empty list', () => {
  expect(clearCompare()).toEqual([]);
});

test.prop([list])('round-trips through storage and the ids parameter', (value) => {
  expect(sanitizeCompareList(JSON.parse(JSON.stringify(value)))).toEqual(value);
  expect(parseCompareIdsParam(compareIdsParam(value))).toEqual(value);
});

test.prop([fc.anything()])('whatever storage holds, the restored list is valid', (raw) => {
  const restored = sanitizeCompareList(raw);
  expect(restored.length).toBeLessThanOrEqual(COMPARE_KEPT);
  expect(new Set(restored).size).toBe(restored.length);
  expect(restored.every((n) => Number.isSafeInteger(n) && n > 0)).toBe(true);
});

test.prop([fc.string()])('any ids parameter parses to a valid list', (text) => {
  const parsed = parseCompareIdsParam(text);
  expect(parsed.every((n) => Number.isSafeInteger(n) && n > 0)).toBe(true);
  expect(parsed.length).toBeLessThanOrEqual(COMPARE_KEPT);
});
