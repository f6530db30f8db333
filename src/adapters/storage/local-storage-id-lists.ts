/**
 * KeptIdLists over localStorage, one key per list and store (`wx_compare_<store>`,
 * `wx_viewed_<store>`): several stores can share an origin through `?store=`. Storage can be missing
 * or blocked (privacy settings, sandboxed frames): reads then give null and writes say so. Another
 * tab writing a key fires a `storage` event here, which `watch` hands on.
 */
import type { KeptIdLists, KeptListName } from '../../application/ports/kept-id-lists.port';

const keyOf = (list: KeptListName, store: string) => `wx_${list}_${store}`;

export class LocalStorageIdLists implements KeptIdLists {
  read(list: KeptListName, store: string): string | null {
    try {
      return window.localStorage.getItem(keyOf(list, store));
    } catch {
      return null;
    }
  }

  write(list: KeptListName, store: string, text: string): boolean {
    try {
      window.localStorage.setItem(keyOf(list, store), text);
      return true;
    } catch {
      return false;
    }
  }

  watch(listener: () => void): () => void {
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }
}
