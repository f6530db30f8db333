/** A small product with Size (dropdown) and Colour (color) variants for domain and UI tests. */
import type { ProductAttribute, ProductDetail, ProductVariant } from '../../../src/domain/catalog/product-detail';

export const SIZE: ProductAttribute = {
  attributeID: 1,
  name: 'Size',
  displayType: 'dropdown',
  values: [
    { valueID: 11, value: 'S', colorHex: null },
    { valueID: 12, value: 'M', colorHex: null },
    { valueID: 13, value: 'L', colorHex: null },
  ],
};
export const COLOUR: ProductAttribute = {
  attributeID: 2,
  name: 'Colour',
  displayType: 'color',
  values: [
    { valueID: 21, value: 'Navy', colorHex: '#1f2a44' },
    { valueID: 22, value: 'Camel', colorHex: '#c19a6b' },
  ],
};

const variant = (variantID: number, valueIDs: number[], price: number, stock: number, name: string): ProductVariant => ({
  variantID,
  sku: `SKU-${variantID}`,
  name,
  price,
  stock,
  imageFile: null,
  valueIDs,
});

/** S/Navy sold out; S/Camel missing; L only in Camel with 2 left; Camel costs more. */
export const VARIANTS: ProductVariant[] = [
  variant(1, [11, 21], 100, 0, 'S / Navy'),
  variant(2, [12, 21], 100, 8, 'M / Navy'),
  variant(3, [12, 22], 110, 12, 'M / Camel'),
  variant(4, [13, 22], 110, 2, 'L / Camel'),
];

export function product(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productID: 7,
    name: 'Satin Dress',
    slug: 'satin-dress',
    productURL: '/satin-dress',
    description: 'A dress.',
    sku: 'SD-1',
    brand: { brandID: 1, name: 'Luna', url: '/luna' },
    category: { categoryID: 2, name: 'Dresses', url: '/dresses' },
    price: 100,
    compareAtPrice: 130,
    isHidePrice: false,
    images: [
      { imageFile: 'media://a/1.svg', thumbnailFile: 'media://a/1t.svg' },
      { imageFile: 'media://a/2.svg', thumbnailFile: 'media://a/2t.svg' },
    ],
    stock: 22,
    stockStatusID: 1,
    rating: 4.26,
    ratingCount: 7,
    meta: { metaTitle: 'Satin Dress | Shop', metaDesc: 'Soft satin.', metaKeywords: 'dress', metaImage: '' },
    attributes: [SIZE, COLOUR],
    variants: VARIANTS,
    addons: [
      { addonID: 5, name: 'Gift wrap', price: 5 },
      { addonID: 3, name: 'Tailoring', price: 25 },
    ],
    faqs: [{ question: 'Does it run small?', answer: 'True to size.' }],
    related: [],
    ...over,
  };
}
