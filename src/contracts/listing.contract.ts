/**
 * GET /Catalog/GetListing's query: the server controller validates it with listingQuery, which gives
 * the scope and request in the domain's words; the client adapter writes it with listingParams
 * (listing-request-writer.ts, apart so that zod stays off the first-load JS). The
 * filters' parameters are derived from the filter table: a request field's wire name is its name
 * capitalised (priceMin: PriceMin) and its kind gives the schema, so a new filter needs nothing here.
 * The keyword is cleaned by the storefront's own normalizeKeyword and counted in code points, so what
 * the URL keeps (cleanKeyword) the API accepts.
 */
import { z } from 'zod';
import { LISTING_FILTER_KEYS, walkedFilter, type ListingRequestFilters } from '../domain/catalog/listing-filters';
import { keywordLength, MAX_KEYWORD_LENGTH, normalizeKeyword, SEARCH_FIELDS } from '../domain/catalog/listing-params';
import { MAX_PAGE, type ListingSort } from '../domain/catalog/listing-query';
import type { ListingRequest, ListingScopeRef } from '../domain/catalog/listing-result';
import type { RequestFieldKind } from '../domain/catalog/request-field-kinds';
import { recordIdParam } from './input-fields.contract';
import { wireName, type WireValue } from './listing-request-writer';

const csv = <T extends z.ZodType<string, string>>(item: T, max: number, name: string) =>
  z
    .string()
    .max(2000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).max(max, `${name}: at most ${max}`));

function fieldSchema(kind: RequestFieldKind, name: string) {
  switch (kind.kind) {
    case 'slugs':
      return csv(z.string().regex(kind.pattern, `${kind.noun} slugs are lower-case letters, digits and hyphens`), kind.max, name)
        .transform((slugs) => slugs.sort())
        .default([]);
    case 'amount':
      return z.coerce
        .number()
        .nonnegative()
        .max(kind.max)
        .optional()
        .transform((value) => value ?? null);
    case 'flag':
      return z
        .enum(['0', '1', 'true', 'false'])
        .default('0')
        .transform((value) => value === '1' || value === 'true');
  }
}

const filterFields = LISTING_FILTER_KEYS.flatMap((key) => Object.entries(walkedFilter(key).request));
const filterShape = Object.fromEntries(filterFields.map(([field, kind]) => [wireName(field), fieldSchema(kind, wireName(field))]));

const keyword = z
  .string()
  .max(MAX_KEYWORD_LENGTH * 4, `Keyword is at most ${MAX_KEYWORD_LENGTH} characters`)
  .transform(normalizeKeyword)
  .refine((value) => keywordLength(value) <= MAX_KEYWORD_LENGTH, `Keyword is at most ${MAX_KEYWORD_LENGTH} characters`);

export const listingQuery = z
  .object({
    Scope: z.enum(['all', 'search', 'category', 'brand', 'collection']),
    ScopeID: recordIdParam('ScopeID').optional(),
    Keyword: keyword.default(''),
    Fields: csv(z.enum(SEARCH_FIELDS), SEARCH_FIELDS.length, 'Fields').default(['name']),
    ...filterShape,
    Sort: z.coerce.number().int().min(1).max(8).default(1),
    Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    PageSize: z.coerce.number().int().min(1).max(48).default(24),
  })
  .superRefine((query, context) => {
    if (query.Scope !== 'all' && query.Scope !== 'search' && query.ScopeID === undefined) {
      context.addIssue({ code: 'custom', path: ['ScopeID'], message: `ScopeID is required for Scope ${query.Scope}` });
    }
    for (const key of LISTING_FILTER_KEYS) {
      const spec = walkedFilter(key);
      const wire = query as unknown as Record<string, WireValue>;
      const values = Object.fromEntries(Object.keys(spec.request).map((field) => [field, wire[wireName(field)]!]));
      const issue = spec.check?.(values, wireName);
      if (issue) context.addIssue({ code: 'custom', path: [wireName(issue.field)], message: issue.message });
    }
  })
  .transform((query): { scope: ListingScopeRef; request: ListingRequest } => {
    const wire = query as Record<string, unknown>;
    const filters = Object.fromEntries(filterFields.map(([field]) => [field, wire[wireName(field)]])) as ListingRequestFilters;
    return {
      scope: query.Scope === 'all' || query.Scope === 'search' ? { kind: query.Scope } : { kind: query.Scope, id: query.ScopeID! },
      request: {
        ...filters,
        keyword: query.Keyword,
        fields: query.Fields,
        sort: query.Sort as ListingSort,
        page: query.Page,
        pageSize: query.PageSize,
      },
    };
  });
