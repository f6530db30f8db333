/**
 * Which rendered pages a browser may keep (docs/benchmarks.md). `no-store` on every page kept the back/forward
 * cache from ever applying, so going back re-rendered the page and lost its scroll and state. A page
 * every visitor gets alike (home, catalogue and content pages, contact) goes out `private, no-cache`:
 * the browser may keep it and must revalidate it, no shared cache may hold it (it carries this
 * request's CSP nonce). Anything personal stays `no-store`: a signed-in shopper's page, a page
 * showing the no-JavaScript cart, the editor's frame and previews, and every account, cart and
 * checkout route. A visitor's guest token cookies may come with a shared page: they name no one, and
 * `private` keeps the answer that sets them in this browser alone. So may the live cart's mirror
 * (cart-mirror.ts): only /cart and /checkout render from it, and those are never shared.
 */
import { COOKIE_CART_PREFIX } from '../../domain/cart/cookie-cart';

/** Route page keys (routes.tsx handles) whose page is the same for every anonymous visitor. */
const SHARED_PAGE_KEYS = new Set(['home', 'page', 'contact', 'contact_x', 'designs']);

export interface RenderedPageFacts {
  pageKeys: string[];
  signedIn: boolean;
  builder: boolean;
  cookieHeader: string | null;
}

export function pageCacheControl(page: RenderedPageFacts): 'no-store' | 'private, no-cache' {
  const pageKey = page.pageKeys.at(-1);
  const shared =
    pageKey !== undefined &&
    SHARED_PAGE_KEYS.has(pageKey) &&
    !page.signedIn &&
    !page.builder &&
    !(page.cookieHeader ?? '').split(';').some((cookie) => cookie.trim().startsWith(COOKIE_CART_PREFIX));
  return shared ? 'private, no-cache' : 'no-store';
}
