/**
 * The store's home free-shipping threshold (free-shipping-banner.ts) from the same zones and enabled
 * methods the checkout reads (checkout-settings.repository.ts), in base cents, for GetWebInfo to fill the banners with.
 */
import { and, asc, eq } from 'drizzle-orm';
import { freeShippingOver } from '../../../src/domain/shipping/free-shipping-banner';
import type { Db } from '../platform/database/client';
import { shippingMethods, shippingZones } from './shipping.tables';
import { freeOverCentsOf } from './shipping-method-row';

export async function readHomeFreeShippingOver(db: Db, webId: number, homeCountry: string): Promise<number | null> {
  const [zones, methods] = await Promise.all([
    db
      .select({ id: shippingZones.id, name: shippingZones.name, countries: shippingZones.countries, taxRate: shippingZones.taxRate })
      .from(shippingZones)
      .where(eq(shippingZones.storeId, webId))
      .orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db
      .select({ zoneId: shippingMethods.zoneId, freeOver: shippingMethods.freeOver })
      .from(shippingMethods)
      .where(and(eq(shippingMethods.storeId, webId), eq(shippingMethods.isEnabled, true))),
  ]);
  const thresholds = methods.map((method) => ({ zoneId: method.zoneId, freeOverCents: freeOverCentsOf(method.freeOver) }));
  return freeShippingOver(zones, thresholds, homeCountry);
}
