/**
 * A store's shipping zones, methods and tax setup as the owner edits them (GET /Owner/Shipping,
 * POST /Owner/SaveShipping). A save replaces the whole setup in one transaction that locks the
 * store row: zones and methods the owner kept keep their ids (an open checkout's choice stays
 * valid), the others are written anew, the ones left out are deleted. Orders keep their own copy of
 * the method's name, rate and tax, so an edit never rewrites a placed order.
 */
import { asc, eq } from 'drizzle-orm';
import type { SaveShippingBody } from '../../../src/contracts/owner-shipping.contract';
import type { ShippingSetup } from '../../../src/domain/shipping/shipping-setup';
import { taxRateText } from '../../../src/domain/tax/tax';
import type { Db } from '../platform/database/client';
import { shippingMethods, shippingZones } from './shipping.tables';
import { stores } from '../platform/platform.tables';
import { methodMoneyOf, methodMoneyRow } from './shipping-method-row';

/** The setup in the domain's words (base cents); the controller answers it through shippingSetupToWire. */
export async function readShippingSettings(db: Db, webId: number): Promise<ShippingSetup | null> {
  const [store] = await db
    .select({ pricesIncludeTax: stores.pricesIncludeTax, taxRounding: stores.taxRounding })
    .from(stores)
    .where(eq(stores.id, webId));
  if (!store) return null;
  const zones = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.storeId, webId))
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.storeId, webId))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  return {
    pricesIncludeTax: store.pricesIncludeTax,
    taxRounding: store.taxRounding === 'line' ? 'line' : 'total',
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countries: zone.countries,
      taxRate: taxRateText(zone.taxRate),
      methods: methods
        .filter((method) => method.zoneId === zone.id)
        .map((method) => ({
          id: method.id,
          name: method.name,
          description: method.description,
          ...methodMoneyOf(method),
          enabled: method.isEnabled,
        })),
    })),
  };
}

export async function saveShippingSettings(db: Db, webId: number, body: SaveShippingBody): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, webId)).for('update');
    const ownZones = new Set(
      (await tx.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.storeId, webId))).map((row) => row.id),
    );
    const ownMethods = new Set(
      (await tx.select({ id: shippingMethods.id }).from(shippingMethods).where(eq(shippingMethods.storeId, webId))).map((row) => row.id),
    );
    await tx.update(stores).set({ pricesIncludeTax: body.pricesIncludeTax, taxRounding: body.taxRounding }).where(eq(stores.id, webId));
    await tx.delete(shippingZones).where(eq(shippingZones.storeId, webId));
    let position = 0;
    for (const [zonePosition, zone] of body.zones.entries()) {
      // An id of another store's zone or method is not this owner's to keep: it is written anew.
      const keepZone = zone.id !== undefined && ownZones.has(zone.id) ? { id: zone.id } : {};
      const [row] = await tx
        .insert(shippingZones)
        .values({ ...keepZone, storeId: webId, name: zone.name, countries: zone.countries, taxRate: zone.taxRate, position: zonePosition })
        .returning({ id: shippingZones.id });
      for (const method of zone.methods) {
        const keepMethod = method.id !== undefined && ownMethods.has(method.id) ? { id: method.id } : {};
        await tx.insert(shippingMethods).values({
          ...keepMethod,
          storeId: webId,
          zoneId: row!.id,
          name: method.name,
          description: method.description,
          kind: method.kind,
          ...methodMoneyRow(method),
          isEnabled: method.enabled,
          position: position++,
        });
      }
    }
  });
}
