/** Who the page's access token names, for the cart: read, not verified (the store API verifies). */
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { customerIdOf, readAccessClaims } from '../domain/store/access-token';
import { decodeTokenPayload } from './services-factory';

/** Null for a guest, else the UserID the access token names. */
export function customerOf(services: Pick<StorefrontServices, 'isSignedIn' | 'tokens'>): string | null {
  if (!services.isSignedIn()) return null;
  try {
    return customerIdOf(readAccessClaims(decodeTokenPayload(services.tokens.read()!.accessToken)));
  } catch {
    return null;
  }
}
