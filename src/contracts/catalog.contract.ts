/**
 * The catalogue's reads: home-section product cards and search suggestions (/Catalog/*), the product
 * page, its reviews and the compare page (/Product/*). Ids are bounded to the database's integer
 * range, so a huge number is a 400 naming the field rather than a database error.
 */
import { z } from 'zod';
import { SUGGEST_MAX_LENGTH } from '../domain/catalog/search-suggestions';
import { COMPARE_KEPT } from '../domain/catalog/compare-list';
import { REVIEW_SORT } from '../domain/catalog/product-reviews';
import { RATING_MAX, RATING_MIN } from '../domain/catalog/rating';
import { MAX_RECORD_ID } from '../domain/validation/record-id';
import { recordIdParam } from './input-fields.contract';

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and hyphens');

const limit = z.coerce.number().int().min(1).max(48).default(8);

export const getProductsQuery = z.discriminatedUnion(
  'Source',
  [
    z.object({ Source: z.enum(['latest', 'popular']), Limit: limit }),
    z.object({ Source: z.enum(['category', 'collection', 'brand']), Slug: slug, Limit: limit }),
  ],
  { error: 'Source must be one of latest, popular, category, collection, brand' },
);

export const listQuery = z.object({ Limit: limit });

export const suggestQuery = z.object({
  Keyword: z
    .string({ error: 'Keyword is required' })
    .max(SUGGEST_MAX_LENGTH * 2, `Keyword must be at most ${SUGGEST_MAX_LENGTH} characters`),
});

const MAX_COMPARE_IDS = COMPARE_KEPT;

export const productQuery = z.object({ ProductID: recordIdParam('ProductID') });

export const reviewsQuery = z.object({
  ProductID: recordIdParam('ProductID'),
  Sort: z.coerce
    .number()
    .pipe(
      z.union([z.literal(REVIEW_SORT.MOST_HELPFUL), z.literal(REVIEW_SORT.MOST_RECENT)], {
        error: 'Sort must be 1 (Most Helpful) or 2 (Most Recent)',
      }),
    )
    .default(REVIEW_SORT.MOST_HELPFUL),
  Page: z.coerce.number().int('Page must be an integer').min(1, 'Page starts at 1').max(10_000, 'Page is at most 10000').default(1),
  Rating: z.coerce
    .number()
    .int()
    .min(RATING_MIN, `Rating is ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `Rating is ${RATING_MIN} to ${RATING_MAX}`)
    .optional(),
});

export const compareQuery = z.object({
  IDs: z
    .string()
    .trim()
    .max(200, 'IDs is too long')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'IDs must be product ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n > 0 && n <= MAX_RECORD_ID), 'IDs must be positive product ids')
    .refine((ids) => ids.length <= MAX_COMPARE_IDS, `IDs names at most ${MAX_COMPARE_IDS} products`),
});
