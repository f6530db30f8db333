import { describe, expect, it } from 'vitest';
import { initialSelection, matchVariant, selectValue, valueState } from '../../../src/domain/catalog/variant-selection';
import { COLOUR, SIZE, VARIANTS } from './product-fixtures';

const ATTRS = [SIZE, COLOUR];

describe('variant selection', () => {
  it('starts from the variant a shared link names, else the first in stock', () => {
    expect(initialSelection(ATTRS, VARIANTS, 4)).toEqual({ 1: 13, 2: 22 });
    expect(initialSelection(ATTRS, VARIANTS, null)).toEqual({ 1: 12, 2: 21 });
    expect(initialSelection(ATTRS, VARIANTS, 999)).toEqual({ 1: 12, 2: 21 });
    expect(
      initialSelection(
        ATTRS,
        VARIANTS.map((v) => ({ ...v, stock: 0 })),
        null,
      ),
    ).toEqual({ 1: 11, 2: 21 });
    expect(initialSelection([], [], null)).toEqual({});
  });

  it('matches a variant only when every attribute has a value', () => {
    expect(matchVariant(ATTRS, VARIANTS, { 1: 12, 2: 22 })?.variantID).toBe(3);
    expect(matchVariant(ATTRS, VARIANTS, { 1: 12 })).toBeNull();
    expect(matchVariant(ATTRS, VARIANTS, { 1: 11, 2: 22 })).toBeNull();
    expect(matchVariant([], VARIANTS, {})).toBeNull();
  });

  it('offers first-attribute values by stock alone and later ones given the earlier choice', () => {
    expect(valueState(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 0, 11)).toBe('soldout');
    expect(valueState(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 0, 13)).toBe('available');
    expect(valueState(ATTRS, VARIANTS, { 1: 13, 2: 22 }, 1, 21)).toBe('impossible');
    expect(valueState(ATTRS, VARIANTS, { 1: 11, 2: 21 }, 1, 21)).toBe('soldout');
    expect(valueState(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 1, 22)).toBe('available');
  });

  it('moves a later attribute to a value that works when the earlier one changes', () => {
    expect(selectValue(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 1, 13)).toEqual({ 1: 13, 2: 22 });
    expect(selectValue(ATTRS, VARIANTS, { 1: 12, 2: 22 }, 1, 13)).toEqual({ 1: 13, 2: 22 });
    expect(selectValue(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 2, 22)).toEqual({ 1: 12, 2: 22 });
  });

  it('keeps a sold-out value when nothing else is in stock, so the price still shows', () => {
    expect(selectValue(ATTRS, VARIANTS, { 1: 12, 2: 21 }, 1, 11)).toEqual({ 1: 11, 2: 21 });
  });

  it("ignores values that are not the attribute's", () => {
    const selection = { 1: 12, 2: 21 };
    expect(selectValue(ATTRS, VARIANTS, selection, 1, 21)).toBe(selection);
    expect(selectValue(ATTRS, VARIANTS, selection, 9, 11)).toBe(selection);
  });
});
