import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { ProductAttribute, ProductVariant } from '../../../src/domain/catalog/product-detail';
import { shownOffer } from '../../../src/domain/catalog/product-offer';
import { initialSelection, matchVariant, selectionOf, selectValue, valueState } from '../../../src/domain/catalog/variant-selection';

/** 1-3 attributes of 1-4 values, and variants for a random subset of the combinations. */
const catalogue = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).chain((sizes) => {
  const attributes: ProductAttribute[] = sizes.map((size, a) => ({
    attributeID: a + 1,
    name: `A${a}`,
    displayType: 'namelist',
    values: Array.from({ length: size }, (_, v) => ({ valueID: (a + 1) * 10 + v, value: `v${v}`, colorHex: null })),
  }));
  const combos = attributes.reduce<number[][]>(
    (acc, attribute) => acc.flatMap((prefix) => attribute.values.map((v) => [...prefix, v.valueID])),
    [[]],
  );
  return fc.tuple(
    fc.constant(attributes),
    fc.subarray(combos, { minLength: 1 }).chain((picked) =>
      fc.tuple(
        ...picked.map((valueIDs, i) =>
          fc
            .record({ stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })), price: fc.integer({ min: 1, max: 500 }) })
            .map(({ stock, price }): ProductVariant => ({
              variantID: i + 1,
              sku: `S${i}`,
              name: `V${i}`,
              price,
              stock,
              imageFile: null,
              valueIDs,
            })),
        ),
      ),
    ),
  );
});

test.prop([catalogue])('the first selection names a real variant, in stock whenever one is', ([attributes, variants]) => {
  const variant = matchVariant(attributes, variants, initialSelection(attributes, variants, null));
  expect(variant).not.toBeNull();
  if (variants.some((v) => v.stock > 0)) expect(variant!.stock).toBeGreaterThan(0);
});

test.prop([catalogue, fc.nat()])('a shared variant id opens exactly that variant', ([attributes, variants], pick) => {
  const wanted = variants[pick % variants.length]!;
  expect(matchVariant(attributes, variants, initialSelection(attributes, variants, wanted.variantID))).toEqual(wanted);
  expect(matchVariant(attributes, variants, selectionOf(attributes, wanted))).toEqual(wanted);
});

test.prop([catalogue, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 })])(
  'choosing offered values always lands on an in-stock variant carrying them',
  ([attributes, variants], clicks) => {
    let selection = initialSelection(attributes, variants, null);
    for (const [a, v] of clicks) {
      const index = a % attributes.length;
      const attribute = attributes[index]!;
      const value = attribute.values[v % attribute.values.length]!;
      if (valueState(attributes, variants, selection, index, value.valueID) !== 'available') continue;
      selection = selectValue(attributes, variants, selection, attribute.attributeID, value.valueID);
      const variant = matchVariant(attributes, variants, selection);
      expect(selection[attribute.attributeID]).toBe(value.valueID);
      expect(variant).not.toBeNull();
      expect(variant!.stock).toBeGreaterThan(0);
    }
  },
);

test.prop([catalogue, fc.anything()])(
  'the value states match the variants: available means some in-stock variant agrees',
  ([attributes, variants]) => {
    const selection = initialSelection(attributes, variants, null);
    attributes.forEach((attribute, index) =>
      attribute.values.forEach((value) => {
        const agrees = variants.filter(
          (v) =>
            v.valueIDs.includes(value.valueID) &&
            attributes.slice(0, index).every((earlier) => v.valueIDs.includes(selection[earlier.attributeID]!)),
        );
        const expected = agrees.length === 0 ? 'impossible' : agrees.some((v) => v.stock > 0) ? 'available' : 'soldout';
        expect(valueState(attributes, variants, selection, index, value.valueID)).toBe(expected);
      }),
    );
  },
);

test.prop([catalogue, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 })])(
  'the shown price and stock are those of the matched variant',
  ([attributes, variants], clicks) => {
    let selection = initialSelection(attributes, variants, null);
    for (const [a, v] of clicks) {
      const attribute = attributes[a % attributes.length]!;
      selection = selectValue(
        attributes,
        variants,
        selection,
        attribute.attributeID,
        attribute.values[v % attribute.values.length]!.valueID,
      );
    }
    const product = { price: 1, compareAtPrice: null, isHidePrice: false, stock: 0, sku: 'P', attributes, variants };
    const offer = shownOffer(product, selection);
    const variant = matchVariant(attributes, variants, selection);
    expect(offer.variant).toEqual(variant);
    if (variant) {
      expect(offer.price).toBe(variant.price);
      expect(offer.maxQuantity).toBe(variant.stock);
    } else {
      expect(offer.stock.kind).toBe('unavailable');
    }
  },
);
