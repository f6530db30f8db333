/**
 * Who a store's mail is from, as the shopper reads it: the store's own name beside the deployment's
 * sending address (MAIL_FROM's address stays, so SPF and DKIM of the platform's domain hold), and a
 * Reply-To of the store's first owner, so a shopper who answers an order confirmation reaches the
 * store rather than a no-reply box (decision 106). Read when a mail is delivered, by its job.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database/client';
import { storeOwners, stores, studioAccounts } from '../platform.tables';

export interface StoreSender {
  name: string;
  replyTo: string | null;
}

export async function storeSender(db: Db, webID: number): Promise<StoreSender | null> {
  const [store] = await db.select({ title: stores.title }).from(stores).where(eq(stores.id, webID));
  if (!store) return null;
  const [owner] = await db
    .select({ email: studioAccounts.email })
    .from(storeOwners)
    .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(and(eq(storeOwners.storeId, webID), eq(storeOwners.role, 'owner')))
    .orderBy(asc(storeOwners.id))
    .limit(1);
  return { name: store.title, replyTo: owner?.email ?? null };
}

/** `Name <address>` or a bare address: the address part, which every store's mail is sent from. */
export function senderAddress(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}
