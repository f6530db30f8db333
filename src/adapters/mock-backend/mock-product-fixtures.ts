/**
 * Product-page fixtures of the mock backend, derived from the mock product cards: the first
 * product varies by Size and Colour (with a sold-out combination and a dearer colour), the second
 * by Fit, and a few carry add-ons, FAQs and reviews, so every part of the page has something to show.
 */
import type { ProductAttribute, ProductDetail, ProductVariant } from '../../domain/catalog/product-detail';
import { STOCK_STATUS } from '../../domain/catalog/product-detail';
import type { Review } from '../../domain/catalog/product-reviews';
import { MOCK_PRODUCTS } from './mock-fixtures';

const SIZE: ProductAttribute = {
  attributeID: 1,
  name: 'Size',
  displayType: 'dropdown',
  values: ['S', 'M', 'L'].map((value, i) => ({ valueID: 101 + i, value, colorHex: null })),
};
const COLOUR: ProductAttribute = {
  attributeID: 2,
  name: 'Colour',
  displayType: 'color',
  values: [
    { valueID: 201, value: 'Black', colorHex: '#111111' },
    { valueID: 202, value: 'Sand', colorHex: '#d8c3a5' },
  ],
};
const FIT: ProductAttribute = {
  attributeID: 3,
  name: 'Fit',
  displayType: 'namelist',
  values: [
    { valueID: 301, value: 'Regular', colorHex: null },
    { valueID: 302, value: 'Slim', colorHex: null },
  ],
};

const STOCKS = [4, 0, 12, 7, 0, 20];

function sizeColourVariants(productID: number, sku: string, price: number): ProductVariant[] {
  return SIZE.values.flatMap((size, s) =>
    COLOUR.values.map((colour, c) => ({
      variantID: productID * 100 + s * 2 + c + 1,
      sku: `${sku}-${size.value}-${colour.value.toUpperCase()}`,
      name: `${size.value} / ${colour.value}`,
      price: price + (colour.value === 'Sand' ? 5 : 0),
      stock: STOCKS[s * 2 + c] ?? 0,
      imageFile: null,
      valueIDs: [size.valueID, colour.valueID],
    })),
  );
}

function fitVariants(productID: number, sku: string, price: number): ProductVariant[] {
  return FIT.values.map((fit, i) => ({
    variantID: productID * 100 + i + 1,
    sku: `${sku}-${fit.value.toUpperCase()}`,
    name: fit.value,
    price,
    stock: i === 0 ? 9 : 2,
    imageFile: null,
    valueIDs: [fit.valueID],
  }));
}

const BASE_DATE = Date.UTC(2025, 0, 15);

export const MOCK_REVIEWS: ReadonlyMap<number, Review[]> = new Map(
  MOCK_PRODUCTS.map((card) => [
    card.productID,
    Array.from({ length: card.ratingCount }, (_, i) => ({
      reviewID: card.productID * 100 + i + 1,
      author: ['Ada', 'Grace', 'Linus', 'Hedy', 'Alan'][i % 5]!,
      rating: 5 - (i % 5),
      title: ['Love it', 'Very good', 'It is fine', 'Not great', 'Disappointed'][i % 5]!,
      body: `Review ${i + 1} of ${card.name}.`,
      helpfulCount: (i * 7) % 11,
      createdAt: new Date(BASE_DATE - i * 86_400_000 * 3).toISOString(),
      answer: '',
      answeredAt: null,
    })),
  ]),
);

export const MOCK_PRODUCT_DETAILS: readonly ProductDetail[] = MOCK_PRODUCTS.map((card, index) => {
  const variants =
    index === 0
      ? sizeColourVariants(card.productID, card.sku, card.price)
      : index === 1
        ? fitVariants(card.productID, card.sku, card.price)
        : [];
  const stock = variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : card.inStock ? 10 : 0;
  const slug = card.productURL.slice(1);
  return {
    productID: card.productID,
    name: card.name,
    slug,
    productURL: card.productURL,
    description: `${card.name} is a mock product for demos and tests.`,
    sku: card.sku,
    brand: card.brandName ? { brandID: (index % 2) + 1, name: card.brandName, url: `/${card.brandName.toLowerCase()}` } : null,
    category: card.categoryName
      ? { categoryID: (index % 3) + 1, name: card.categoryName, url: `/${card.categoryName.toLowerCase()}` }
      : null,
    price: card.price,
    compareAtPrice: card.compareAtPrice,
    isHidePrice: card.isHidePrice,
    images: [1, 2, 3].map((n) => ({ imageFile: `media://mock/${slug}-${n}.svg`, thumbnailFile: `media://mock/${slug}-${n}-thumb.svg` })),
    stock,
    stockStatusID: stock > 0 ? STOCK_STATUS.IN_STOCK : STOCK_STATUS.OUT_OF_STOCK,
    rating: card.rating,
    ratingCount: card.ratingCount,
    meta: { metaTitle: card.name, metaDesc: `Buy ${card.name}.`, metaKeywords: card.name.toLowerCase(), metaImage: '' },
    attributes: index === 0 ? [SIZE, COLOUR] : index === 1 ? [FIT] : [],
    variants,
    addons:
      index % 2 === 0
        ? [
            { addonID: 1, name: 'Gift wrap', price: 5 },
            { addonID: 2, name: 'Express tailoring', price: 12 },
          ]
        : [],
    faqs:
      index === 0
        ? [
            { question: 'How does it fit?', answer: 'True to size.' },
            { question: 'Can I return it?', answer: 'Within 30 days.' },
          ]
        : [],
    related: MOCK_PRODUCTS.filter((other) => other.categoryName === card.categoryName && other.productID !== card.productID).slice(0, 8),
  };
});
