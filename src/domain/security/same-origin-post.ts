/**
 * Whether a form post came from a page of the same origin (the shopper's own forms), which is the
 * CSRF rule of the host's form routes: the browser's Sec-Fetch-Site when it sends one (every current
 * browser does), else the Origin, else the Referer, compared with the Host the post was sent to. A
 * post that says nothing of where it came from is refused: a browser's own form always says.
 */
export interface PostOrigin {
  host: string;
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  referer?: string | undefined;
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
}

export function isSameOriginPost(post: PostOrigin): boolean {
  if (post.secFetchSite) return post.secFetchSite === 'same-origin';
  if (post.origin) return post.origin !== 'null' && hostOf(post.origin) === post.host;
  if (post.referer) return hostOf(post.referer) === post.host;
  return false;
}
