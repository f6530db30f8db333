import type { GeoLocation } from '../../domain/tracking/tracking-records';

/** Where the visitor is (spec section 7's reverse-geocode answer, as section 3's GeoLocation). Rejects on failure. */
export interface GeoLookup {
  lookup(ip: string): Promise<GeoLocation>;
}
