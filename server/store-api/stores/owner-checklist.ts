/**
 * A new store's first steps (decision 97), each ticked from the store's state, not from what the owner
 * clicked: a product of its own (the sample products do not count), a theme published since the one it
 * started with, a shipping method, and the store open (no password page, no maintenance).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { OwnerChecklist } from '../../../src/contracts/store-signup.contract';
import { products } from '../catalog/catalog.tables';
import type { Db } from '../platform/database/client';
import { stores } from '../platform/platform.tables';
import { shippingMethods } from '../shipping/shipping.tables';
import { themeVersions } from '../theme/theme.tables';
import { SAMPLE_PRODUCT_TYPE } from './sample-products';

const counted = (rows: Array<{ value: number }>) => Number(rows[0]?.value ?? 0);

export async function ownerChecklist(db: Db, webId: number, paymentMethods: string[]): Promise<OwnerChecklist | null> {
  const [store] = await db
    .select({ isPasswordProtected: stores.isPasswordProtected, isMaintenance: stores.isMaintenance, webLink: stores.webLink })
    .from(stores)
    .where(eq(stores.id, webId));
  if (!store) return null;
  const [ownProducts, versions, methods] = await Promise.all([
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.storeId, webId), ne(products.productType, SAMPLE_PRODUCT_TYPE))),
    db.select({ value: count() }).from(themeVersions).where(eq(themeVersions.storeId, webId)),
    db.select({ value: count() }).from(shippingMethods).where(eq(shippingMethods.storeId, webId)),
  ]);
  return {
    items: [
      { key: 'product', done: counted(ownProducts) > 0 },
      // The theme the store was created with is its first version; a publish adds the next.
      { key: 'theme', done: counted(versions) > 1 },
      { key: 'shipping', done: counted(methods) > 0 },
      { key: 'open', done: !store.isPasswordProtected && !store.isMaintenance },
    ],
    paymentMethods,
    storeHost: store.webLink.replace(/^https?:\/\//, ''),
  };
}
