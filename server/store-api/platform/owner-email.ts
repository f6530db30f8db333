/** The signed-in owner's e-mail, which the order timeline names as who made a change; null when the owner is gone. */
import { and, eq } from 'drizzle-orm';
import type { Db } from './database/client';
import { storeOwners, studioAccounts } from './platform.tables';
import type { OwnerClaims } from './owner-token.service';

export async function ownerEmail(db: Db, owner: OwnerClaims): Promise<string | null> {
  const [row] = await db
    .select({ email: studioAccounts.email })
    .from(storeOwners)
    .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(and(eq(storeOwners.id, owner.OwnerID), eq(storeOwners.storeId, owner.WebID)))
    .limit(1);
  return row?.email ?? null;
}
