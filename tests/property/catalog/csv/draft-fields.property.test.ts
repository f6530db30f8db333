/**
 * A file's product as the store's product writes take it (draft-fields.ts, decision 87): every
 * picture is either shown now or waits for its fetch, never lost and never twice; every picture has
 * alt text; a product without options keeps its one variant's price, SKU and stock itself; prices
 * keep their cents.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { centsText, importFieldsOf } from '../../../../server/store-api/catalog/draft-fields';
import { catalogueArb } from './catalogue-arbitrary';

const productArb = catalogueArb.filter((catalogue) => catalogue.length > 0).map((catalogue) => catalogue[0]!);

test.prop([productArb, fc.double({ min: 0, max: 1, noNaN: true })])(
  'each picture is shown now or pending, once, with alt text',
  (product, share) => {
    const known = new Map(
      product.images.filter((_, i) => i < product.images.length * share).map((image) => [image.src, `media://s/${image.position}.webp`]),
    );
    const { fields, pending, keepPictures } = importFieldsOf(product, known, 2);
    expect(fields.images.length + pending.length).toBe(product.images.length);
    expect(fields.images.map((image) => image.imageFile)).toEqual(
      product.images
        .filter((i) => known.has(i.src))
        .sort((a, b) => a.position - b.position)
        .map((i) => known.get(i.src)),
    );
    for (const picture of [...fields.images, ...pending]) expect(picture.alt.trim()).not.toBe('');
    expect(keepPictures).toBe(product.images.length === 0);
  },
);

test.prop([productArb])('a product without options keeps its variant on itself; one with options lists each variant', (product) => {
  const { fields } = importFieldsOf(product, new Map(), 2);
  if (product.options.length === 0) {
    expect(fields.variants).toEqual([]);
    expect(fields.sku).toBe(product.variants[0]!.sku);
    expect(fields.stock).toBe(product.variants[0]!.stock);
  } else {
    expect(fields.variants.map((variant) => variant.optionValues)).toEqual(product.variants.map((variant) => variant.optionValues));
    expect(fields.variants.map((variant) => variant.price)).toEqual(product.variants.map((variant) => centsText(variant.priceCents)));
  }
  expect(fields.price).toBe(centsText(product.variants[0]!.priceCents));
});

test.prop([fc.integer({ min: 0, max: 10_000_000_00 })])('cents written as text read back as the same cents', (cents) => {
  expect(Math.round(Number(centsText(cents)) * 100)).toBe(cents);
  expect(centsText(cents)).toMatch(/^\d+\.\d{2}$/);
});
