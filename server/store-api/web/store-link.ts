/**
 * Where links in the store's mail point (password reset, order confirmation). The storefront's
 * origin comes from the browser's Origin header, but only when it is one of the store's own
 * addresses: a caller who forged the header could otherwise have the store mail a customer's valid
 * reset token, or a guest's order link, to the caller's site.
 */
import type { FastifyRequest } from 'fastify';
import type { StoreRow } from './store-repository';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function allowedOrigin(store: StoreRow, origin: string | undefined): URL | null {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const own = [store.domain, store.mainDomain, `${store.name}.localhost`].filter(Boolean).map((h) => h!.toLowerCase());
  return own.includes(host) || LOCAL_HOSTS.has(host) ? url : null;
}

/** A link to `path` (with `params`) on the storefront of `store`, for mail; `requestOrigin` is the browser's Origin header. */
export function storeLink(store: StoreRow, requestOrigin: string | undefined, path: string, params: Record<string, string> = {}): string {
  const origin = allowedOrigin(store, requestOrigin)
    ?? allowedOrigin(store, store.webLink || undefined)
    ?? new URL(store.domain ? `https://${store.domain}` : `http://${store.name}.localhost`);
  const link = new URL(path, origin.origin);
  for (const [key, value] of Object.entries(params)) link.searchParams.set(key, value);
  // On a bare localhost the host names no store; the store parameter does (spec section 1).
  if (LOCAL_HOSTS.has(origin.hostname)) link.searchParams.set('store', store.name);
  return link.toString();
}

export function resetLink(store: StoreRow, request: FastifyRequest, token: string): string {
  return storeLink(store, request.headers.origin, '/resetpassword', { token });
}
