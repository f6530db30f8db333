/**
 * The catalogue's answers (/Catalog/*): product, category and brand cards, search suggestions, the
 * product page, its reviews and the compare page. Read by catalog.wire.ts; the integration test
 * (tests/integration/store-api-answers.contract.test.ts) parses the server's real answers with them.
 */
import { z } from 'zod';
import { count, decimalNumber, id, sitePath } from './answer-fields.contract';

export const productCardAnswer = z.object({
  productID: id,
  name: z.string(),
  productURL: sitePath,
  sku: z.string(),
  imageFile: z.string(),
  thumbnailFile: z.string(),
  price: decimalNumber,
  compareAtPrice: decimalNumber.nullable(),
  isHidePrice: z.boolean(),
  inStock: z.boolean(),
  isNew: z.boolean(),
  rating: z.number().min(0).max(5),
  ratingCount: count,
  brandName: z.string().nullable(),
  categoryName: z.string().nullable(),
});

export const categoryCardAnswer = z.object({
  categoryID: id,
  name: z.string(),
  slug: z.string(),
  url: sitePath,
  imageFile: z.string(),
  productCount: count,
});
export const brandCardAnswer = z.object({ brandID: id, name: z.string(), slug: z.string(), url: sitePath, logoFile: z.string() });

const suggestedLink = z.object({ name: z.string(), url: sitePath });
export const suggestionsAnswer = z.object({
  products: z.array(
    z.object({ productID: id, name: z.string(), url: sitePath, thumbnailFile: z.string(), price: decimalNumber, isHidePrice: z.boolean() }),
  ),
  categories: z.array(suggestedLink),
  pages: z.array(suggestedLink),
});

const image = z.object({ imageFile: z.string(), thumbnailFile: z.string(), alt: z.string().default('') });
export const productDetailAnswer = z.object({
  productID: id,
  name: z.string(),
  slug: z.string(),
  productURL: sitePath,
  description: z.string(),
  sku: z.string(),
  brand: z.object({ brandID: id, name: z.string(), url: sitePath }).nullable(),
  category: z.object({ categoryID: id, name: z.string(), url: sitePath }).nullable(),
  price: decimalNumber,
  compareAtPrice: decimalNumber.nullable(),
  isHidePrice: z.boolean(),
  images: z.array(image),
  stock: z.number().int(),
  stockStatusID: z.union([z.literal(1), z.literal(2)]),
  rating: z.number().min(0).max(5),
  ratingCount: count,
  meta: z.object({ metaTitle: z.string(), metaDesc: z.string(), metaKeywords: z.string(), metaImage: z.string() }),
  attributes: z.array(
    z.object({
      attributeID: id,
      name: z.string(),
      displayType: z.enum(['dropdown', 'namelist', 'color']),
      values: z.array(z.object({ valueID: id, value: z.string(), colorHex: z.string().nullable() })),
    }),
  ),
  variants: z.array(
    z.object({
      variantID: id,
      sku: z.string(),
      name: z.string(),
      price: decimalNumber,
      compareAtPrice: decimalNumber.nullable().optional(),
      isHidePrice: z.boolean().optional(),
      stock: z.number().int(),
      imageFile: z.string().nullable(),
      valueIDs: z.array(id),
    }),
  ),
  addons: z.array(z.object({ addonID: id, name: z.string(), price: decimalNumber })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  related: z.array(productCardAnswer),
  shipping: z.array(z.object({ countries: z.array(z.string().regex(/^[A-Z]{2}$/)), rate: decimalNumber })).optional(),
});

const starCount = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export const reviewPageAnswer = z.object({
  reviews: z.array(
    z.object({
      reviewID: id,
      author: z.string(),
      rating: z.number().min(1).max(5),
      title: z.string(),
      body: z.string(),
      helpfulCount: count,
      createdAt: z.iso.datetime({ offset: true }),
      answer: z.string(),
      answeredAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: count,
  totalPages: count,
  summary: z.object({ average: z.number().min(0).max(5), count, distribution: z.array(z.object({ rating: starCount, count })) }),
});

export const compareProductAnswer = productCardAnswer.extend({
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
});
