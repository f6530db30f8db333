/** The signed-in owner's e-mail, which the order timeline names as who made a change; null when the owner is gone. */
import { and, eq } from 'drizzle-orm';
import type { Db } from './database/client';
import { storeOwners } from './platform.tables';
import type { OwnerClaims } from './owner-token.service';

export async function ownerEmail(db: Db, owner: OwnerClaims): Promise<string | null> {
  const [row] = await db
    .select({ email: storeOwners.email })
    .from(storeOwners)
    .where(and(eq(storeOwners.id, owner.OwnerID), eq(storeOwners.storeId, owner.WebID)))
    .limit(1);
  return row?.email ?? null;
}
