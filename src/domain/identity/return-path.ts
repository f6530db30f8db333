/**
 * Where sign-in returns to: the `redirect` (auth guard) or `next` (wishlist button) query value when
 * it is a path on this site, else the account page. '//evil.example' and absolute URLs are refused,
 * so a crafted sign-in link cannot send a shopper to another site.
 */
export const DEFAULT_RETURN_PATH = '/account';

export function returnPath(search: string): string {
  const params = new URLSearchParams(search);
  const wanted = params.get('redirect') ?? params.get('next') ?? '';
  if (!wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  if (/^\/(signin|signup)(\/|\?|$)/u.test(wanted)) return DEFAULT_RETURN_PATH;
  return wanted;
}

/** The tec parameter of spec section 2: its value, and the URL without it. */
export function takeTec(href: string): { tec: string; rest: string } | null {
  const url = new URL(href);
  const tec = url.searchParams.get('tec');
  if (tec === null) return null;
  url.searchParams.delete('tec');
  return { tec, rest: url.pathname + url.search + url.hash };
}
