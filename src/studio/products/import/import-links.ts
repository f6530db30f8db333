/** The catalogue import's addresses on the Products page: the import view, and one import (#products/import/<id>). */
import { PRODUCTS_LINK } from '../product-links';

export const IMPORT_LINK = `${PRODUCTS_LINK}/import`;
export const importLink = (importID: number) => `${IMPORT_LINK}/${importID}`;

/** Whether the hash opens the import view (its list, or one import). */
export const opensImport = (hash: string) => hash === IMPORT_LINK || hash.startsWith(`${IMPORT_LINK}/`);

/** The import #products/import/<id> opens, or null. */
export function importIdOf(hash: string): number | null {
  const id = hash.startsWith(`${IMPORT_LINK}/`) ? hash.slice(IMPORT_LINK.length + 1) : '';
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
