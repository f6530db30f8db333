/**
 * A product's handle is its address (`/blue-shirt`) and its identity in a catalogue file: lowercase
 * ASCII letters and digits in words joined by single hyphens, at most 255 characters (Shopify's
 * limit). A file's handle is checked, never rewritten: changing it would make another product.
 */
import { MAX_HANDLE_LENGTH } from './catalogue-draft';

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidHandle(handle: string): boolean {
  return handle.length <= MAX_HANDLE_LENGTH && HANDLE.test(handle);
}

/**
 * A handle made from a title, as Shopify makes one when a file gives none: accents dropped,
 * every other run of characters a single hyphen. '' when the title has no letter or digit of a-z/0-9
 * (a title all in Japanese, say): the file must then give the handle.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return words.join('-').slice(0, MAX_HANDLE_LENGTH).replace(/-+$/, '');
}
