/**
 * Stripe's request encoding: form-encoded bodies whose nested objects and arrays are written with
 * brackets (`line_items[0][price_data][currency]=usd`, `metadata[order_code]=WX-…`), as its API
 * reference shows for every create call. Pure, so the contract test checks it offline.
 */
export type StripeParam = string | number | boolean | null | undefined | StripeParam[] | { [key: string]: StripeParam };

function flatten(prefix: string, value: StripeParam, pairs: Array<[string, string]>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(`${prefix}[${index}]`, item, pairs));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(prefix ? `${prefix}[${key}]` : key, item, pairs);
  } else {
    pairs.push([prefix, String(value)]);
  }
}

/** The `application/x-www-form-urlencoded` body of a Stripe call; absent values are left out. */
export function stripeForm(params: Record<string, StripeParam>): string {
  const pairs: Array<[string, string]> = [];
  flatten('', params, pairs);
  return new URLSearchParams(pairs).toString();
}
