/**
 * The studio's addresses: which page is open lives in the address's hash, so a reload (or a shared
 * link) keeps it. A page answers at `#<route>`; a page with items (an order, a message) also at
 * `#<route>/<id>`. Which routes exist is the page registry's (studio-pages.tsx).
 */
import { useEffect, useState } from 'react';

export const EDITOR_HASH = '#editor';

/** A page's address: #orders. */
export const pageHash = (route: string) => `#${route}`;

/** One item's address on its page: #orders/<id>. */
export const itemHash = (route: string, itemID: number) => `${pageHash(route)}/${itemID}`;

/** Whether the hash opens the page at `route`, on its list or (for a page with items) one of them. */
export function hashOpens(hash: string, route: string, withItems: boolean): boolean {
  return hash === pageHash(route) || (withItems && hash.startsWith(`${pageHash(route)}/`));
}

/** The item an #<route>/<id> hash opens, or null for the page's list. */
export function itemIdOf(route: string, hash: string): number | null {
  const prefix = `${pageHash(route)}/`;
  if (!hash.startsWith(prefix)) return null;
  const id = hash.slice(prefix.length);
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The address's hash, followed as it changes. */
export function useStudioHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return hash;
}
