/**
 * A store's zones and enabled methods with their money in base cents, as checkout charges by them:
 * what the banners' free-shipping threshold (home-free-shipping.ts) and the product page's published
 * shipping (offer-shipping.ts) read. Checkout's own settings read the same rows with the methods'
 * names and descriptions (checkout-settings.repository.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StoreShippingRates } from '../../../src/domain/shipping/offer-shipping';
import type { Db } from '../platform/database/client';
import { methodMoneyOf } from './shipping-method-row';
import { shippingMethods, shippingZones } from './shipping.tables';

export async function readShippingRates(db: Db, webId: number): Promise<StoreShippingRates> {
  const [zones, methods] = await Promise.all([
    db
      .select({ id: shippingZones.id, name: shippingZones.name, countries: shippingZones.countries, taxRate: shippingZones.taxRate })
      .from(shippingZones)
      .where(eq(shippingZones.storeId, webId))
      .orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db
      .select({
        zoneId: shippingMethods.zoneId,
        rate: shippingMethods.rate,
        freeOver: shippingMethods.freeOver,
        kind: shippingMethods.kind,
        tiers: shippingMethods.tiers,
      })
      .from(shippingMethods)
      .where(and(eq(shippingMethods.storeId, webId), eq(shippingMethods.isEnabled, true)))
      .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
  ]);
  return { zones, methods: methods.map(({ zoneId, ...money }) => ({ zoneId, ...methodMoneyOf(money) })) };
}
