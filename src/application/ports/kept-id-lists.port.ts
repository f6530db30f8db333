/** Lists of product ids the browser keeps for each store (the compare list, recently viewed), as stored text, followed across tabs. */

export type KeptListName = 'compare' | 'viewed';

export interface KeptIdLists {
  /** The store's list as stored; null when there is none or storage is refused. */
  read(list: KeptListName, store: string): string | null;
  /** Stores the list's text; false when storage refused it (the list then lives on in this page only). */
  write(list: KeptListName, store: string, text: string): boolean;
  /** Calls back when another tab changed what is stored, until the returned function is called. */
  watch(listener: () => void): () => void;
}
