/**
 * The client's side of GET /Catalog/GetListing's query (the server's is listing.contract.ts, whose
 * schema reads what this writes: tests/unit/listing/listing-filters.test.ts). Kept apart from the zod
 * schema and from the filter table because the HTTP adapter is in the storefront's first-load JS:
 * every request field that is not keyword, fields, sort or page is a filter's (ListingRequest is
 * built from the filter table), so it is written by its value's kind under its wire name.
 */
import type { ListingRequest, ListingScopeRef } from '../domain/catalog/listing-result';

/** A request field's wire name: its name capitalised (priceMin: PriceMin). */
export const wireName = (field: string): string => field.charAt(0).toUpperCase() + field.slice(1);

/** A filter field's value once parsed (see request-field-kinds.ts). */
export type WireValue = string[] | number | null | boolean;

/** The query string of a listing call: a filter that is off is left out, and so are the fields without a keyword. */
export function listingParams(scope: ListingScopeRef, request: ListingRequest): Record<string, string> {
  const { keyword, fields, sort, page, pageSize, ...filters } = request;
  const params: Record<string, string> = { Scope: scope.kind, Sort: String(sort), Page: String(page), PageSize: String(pageSize) };
  if ('id' in scope) params.ScopeID = String(scope.id);
  if (keyword) {
    params.Keyword = keyword;
    params.Fields = fields.join(',');
  }
  for (const [field, value] of Object.entries(filters as Record<string, WireValue>)) {
    if (value === null || value === false || (Array.isArray(value) && value.length === 0)) continue;
    params[wireName(field)] = Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value);
  }
  return params;
}
