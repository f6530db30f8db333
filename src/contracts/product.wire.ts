/**
 * The product page's answers (/Catalog/GetProduct, GetReviews, GetCompareProducts) read as the
 * domain's read models. Names and number prices are the domain's own, so each reader states the
 * pair and the compiler holds the answer schema (catalog-answers.contract.ts) to the domain type.
 * Apart from catalog.wire.ts because the product page's adapter is its own lazy chunk, and a module
 * two chunks share would be a chunk of its own (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { CompareProduct, ProductDetail } from '../domain/catalog/product-detail';
import type { ReviewPage } from '../domain/catalog/product-reviews';
import type { compareProductAnswer, productDetailAnswer, reviewPageAnswer } from './catalog-answers.contract';

export const productFromWire = (wire: z.output<typeof productDetailAnswer>): ProductDetail => wire;
export const reviewPageFromWire = (wire: z.output<typeof reviewPageAnswer>): ReviewPage => wire;
export const compareProductsFromWire = (wire: Array<z.output<typeof compareProductAnswer>>): CompareProduct[] => wire;
