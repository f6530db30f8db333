/**
 * Pages whose address carries a secret: a guest's order link (`/order/{id}?t=`), the same order
 * opened to pay another way (`/checkout/oc/{code}?t=`) and a password-reset link
 * (`/resetpassword?token=`). Such an address must reach no one else: the page is kept out of
 * search indexes, sends no Referer, and runs none of the owner's third-party tags, which read and
 * report the page's address. Routes match paths case-insensitively, so this does too.
 */

const SECRET_PARAMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/order\/[^/]+\/?$/i, 't'],
  [/^\/checkout\/oc\/[^/]+\/?$/i, 't'],
  [/^\/resetpassword\/?$/i, 'token'],
];

/** Whether the page at `pathname` with the query `search` (with or without its `?`) carries a secret. */
export function urlCarriesSecret(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return SECRET_PARAMS.some(([path, param]) => path.test(pathname) && params.has(param));
}
