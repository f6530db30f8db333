/**
 * Who and what is tracked (spec sections 5 and 9): automated clients, builder mode and development
 * are never tracked; account-area and editor paths are not trackable pages; user agents are cut to
 * 500 characters; the cookie lifetimes of the tracking cookies.
 */
export const UNTRACKED_PATH_PREFIXES = [
  '/editor',
  '/account',
  '/changepassword',
  '/orderlist',
  '/wishlist',
  '/orderdetail',
  '/forgotpassword',
] as const;

export const USER_AGENT_MAX_LENGTH = 500;

/** Cookie names of spec section 3. */
export const TRACKING_COOKIES = {
  session: 'sessionId',
  visitor: 'visitorId',
  referrerHost: 'referrerHost',
  ip: 'tracking-ip',
  geo: 'tracking-geo',
} as const;

/** Lifetimes in seconds (spec section 9): the session cookie is set again to 3 min on each page view. */
export const TRACKING_COOKIE_SECONDS = {
  session: 180,
  visitor: 365 * 24 * 60 * 60,
  referrerHost: 7 * 24 * 60 * 60,
  ip: 60 * 60,
  geo: 60 * 60,
} as const;

export function isTrackablePath(pathname: string): boolean {
  // 'Paths starting' (spec section 5): /accounts and /editor-help are excluded along with /account.
  return !UNTRACKED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface TrackingEnvironment {
  /** navigator.webdriver: the browser is driven by automation. */
  webdriver: boolean;
  /** The user agent matches a crawler pattern (isbot). */
  crawler: boolean;
  /** The page is the editor or the preview (the owner's builder). */
  builder: boolean;
  development: boolean;
}

export function mayTrack(environment: TrackingEnvironment): boolean {
  return !environment.webdriver && !environment.crawler && !environment.builder && !environment.development;
}

export function cutUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX_LENGTH);
}
