/**
 * Unique ids from the browser's (or Node's) crypto: the cart's idempotency-key prefix must never
 * repeat across tabs and reloads. `randomUUID` only exists in secure contexts, and a store may be
 * served over plain HTTP on its own domain, so 16 random bytes from getRandomValues stand in there.
 */
import type { IdGenerator } from '../../application/ports/id-generator.port';

type Randomness = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

export class CryptoIdGenerator implements IdGenerator {
  private readonly crypto: Randomness;

  constructor(deps: { crypto?: Randomness } = {}) {
    this.crypto = deps.crypto ?? globalThis.crypto;
  }

  newId(): string {
    if (typeof this.crypto.randomUUID === 'function') return this.crypto.randomUUID();
    const bytes = this.crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
