/**
 * The store's home free-shipping threshold (free-shipping-banner.ts) from the same zones and enabled
 * methods the checkout reads, in base cents, for GetWebInfo to fill the banners with.
 */
import { freeShippingOver } from '../../../src/domain/shipping/free-shipping-banner';
import type { Db } from '../platform/database/client';
import { readShippingRates } from './shipping-rates.repository';

export async function readHomeFreeShippingOver(db: Db, webId: number, homeCountry: string): Promise<number | null> {
  const { zones, methods } = await readShippingRates(db, webId);
  return freeShippingOver(zones, methods, homeCountry);
}
