/** Random codes people read and type: order codes and gift card codes. */
import { randomBytes } from 'node:crypto';

/** Crockford-style letters without I, L, O, U: read aloud on the phone without mistakes. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
}
