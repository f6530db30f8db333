/**
 * A store's zones and enabled methods with their money in base cents, as checkout charges by them:
 * what the banners' free-shipping threshold (home-free-shipping.ts) and the product page's published
 * shipping (offer-shipping.ts) read, and checkout's own settings (checkout-settings.repository.ts),
 * which also show each method's name and description.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StoreShippingRates } from '../../../src/domain/shipping/offer-shipping';
import type { Db } from '../platform/database/client';
import { methodMoneyOf } from './shipping-method-row';
import { shippingMethods, shippingZones } from './shipping.tables';

export interface NamedShippingRates extends StoreShippingRates {
  methods: Array<ReturnType<typeof methodMoneyOf> & { id: number; name: string; description: string; zoneId: number }>;
}

export async function readShippingRates(db: Db, webId: number): Promise<NamedShippingRates> {
  const [zones, methods] = await Promise.all([
    db
      .select({ id: shippingZones.id, name: shippingZones.name, countries: shippingZones.countries, taxRate: shippingZones.taxRate })
      .from(shippingZones)
      .where(eq(shippingZones.storeId, webId))
      .orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db
      .select({
        id: shippingMethods.id,
        name: shippingMethods.name,
        description: shippingMethods.description,
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
  return {
    zones,
    methods: methods.map(({ id, name, description, zoneId, ...money }) => ({ id, name, description, zoneId, ...methodMoneyOf(money) })),
  };
}
