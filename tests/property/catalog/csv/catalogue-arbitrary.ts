/** Arbitrary valid catalogues (docs/catalogue.md's rules) for the CSV round-trip properties. */
import { fc } from '@fast-check/vitest';
import type { ImageDraft, ProductDraft, VariantDraft } from '../../../../src/domain/catalog/csv/catalogue-draft';
import { MAX_VARIANTS, PRODUCT_STATUSES } from '../../../../src/domain/catalog/csv/catalogue-draft';
import { variantMatrix } from '../../../../src/domain/catalog/csv/variant-matrix';
import { WEIGHT_UNITS } from '../../../../src/domain/catalog/variant-fields';

/** Any text a cell keeps: full Unicode with quotes, commas, line breaks and formula starts; no NUL. */
const anyText = fc.string({
  unit: fc.constantFrom('a', 'Z', 'é', '漢', '😀', ' ', ',', '"', "'", '=', '+', '-', '@', '\n', '\r\n', '\t', '<b>'),
  maxLength: 12,
});
/** Text the import trims (single-line fields): no surrounding space. */
const trimmed = anyText.map((text) => text.trim());
const word = fc
  .string({ unit: fc.constantFrom('a', 'b', 'é', '=', '-', "'", ',', '"', ' ', '漢'), minLength: 1, maxLength: 6 })
  .filter((t) => t.trim() === t && t !== '');
const cents = fc.integer({ min: 0, max: 10_000_000 });
const handle = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);

const optionsArb = fc
  .uniqueArray(
    word.filter((name) => name !== 'Title'),
    { maxLength: 3 },
  )
  .chain((names) =>
    fc.tuple(...names.map((name) => fc.uniqueArray(word, { minLength: 1, maxLength: 4 }).map((values) => ({ name, values })))),
  );

const variantFields = (imageSrcs: string[]) =>
  fc
    .record({
      sku: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9-]{1,6}$/)),
      barcode: trimmed,
      priceCents: cents,
      /** How far above the price (at least a cent), or none (decision 104): made a price below. */
      compareAtCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
      stock: fc.integer({ min: 0, max: 100_000 }),
      keepSelling: fc.boolean(),
      grams: fc.integer({ min: 0, max: 100_000 }),
      weightUnit: fc.constantFrom(...WEIGHT_UNITS),
      requiresShipping: fc.boolean(),
      imageSrc: imageSrcs.length === 0 ? fc.constant(null) : fc.option(fc.constantFrom(...imageSrcs), { nil: null }),
    })
    .map((variant) => ({
      ...variant,
      compareAtCents: variant.compareAtCents === null ? null : variant.priceCents + variant.compareAtCents,
    }));

const imagesArb = fc
  .uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 4 })
  .chain((names) => fc.tuple(...names.map((name) => trimmed.map((alt) => ({ src: `https://cdn.example/${name}.jpg`, alt })))))
  .map((images): ImageDraft[] => images.map((image, i) => ({ ...image, position: i + 1 })));

const productArb = fc.tuple(optionsArb, imagesArb).chain(([options, images]) => {
  const matrix = variantMatrix(options);
  const all = matrix.ok ? matrix.combinations.slice(0, MAX_VARIANTS) : [[]];
  const srcs = images.map((image) => image.src);
  return fc
    .record({
      handle,
      title: trimmed.filter((title) => title !== ''),
      descriptionHtml: anyText,
      vendor: trimmed,
      type: trimmed,
      tags: fc.uniqueArray(
        word.filter((tag) => !tag.includes(',')),
        { maxLength: 3 },
      ),
      published: fc.boolean(),
      status: fc.constantFrom(...PRODUCT_STATUSES),
      combos: fc.subarray(all, { minLength: 1, maxLength: Math.min(6, all.length) }),
      variantFields: fc.array(variantFields(srcs), { minLength: 6, maxLength: 6 }),
      images: fc.constant(images),
      seo: fc.record({ title: trimmed, description: trimmed }),
    })
    .map(({ combos, variantFields: fields, ...product }): ProductDraft => {
      const variants: VariantDraft[] = combos.map((optionValues, i) => ({ ...fields[i]!, optionValues }));
      return {
        ...product,
        options: options.map((option, at) => ({ name: option.name, values: [...new Set(variants.map((v) => v.optionValues[at]!))] })),
        variants,
      };
    });
});

/** Products with distinct handles and SKUs used once in the whole catalogue. */
export const catalogueArb = fc.uniqueArray(productArb, { selector: (product) => product.handle, maxLength: 5 }).map((products) => {
  const seen = new Set<string>();
  const once = (variant: VariantDraft): VariantDraft => {
    if (seen.has(variant.sku)) return { ...variant, sku: '' };
    if (variant.sku !== '') seen.add(variant.sku);
    return variant;
  };
  return products.map((product) => ({ ...product, variants: product.variants.map(once) }));
});
