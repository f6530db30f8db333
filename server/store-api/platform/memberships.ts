/**
 * A studio member's access, read live on every owner call (decision 95): the token names the store
 * and the membership, and this says what that membership may do now. A member removed, a role
 * changed or a store suspended (decision 93) is the next call's answer, not the token's expiry's.
 * One primary-key read joined to its store: cheap enough that no cache stands between a change and it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './database/client';
import { storeOwners, stores } from './platform.tables';
import { permissionsOf, type MemberRole } from '../../../src/domain/staff/member-roles';
import type { OwnerPermission } from '../../../src/domain/staff/permissions';

export interface MemberAccess {
  role: MemberRole;
  permissions: readonly OwnerPermission[];
}

export type MembershipCheck = (claims: { WebID: number; OwnerID: number; AccountID: number }) => Promise<MemberAccess | null>;

/** The membership's access, or null when it is gone, is another store's or person's, or its store is suspended. */
export function membershipReader(db: Db): MembershipCheck {
  return async ({ WebID, OwnerID, AccountID }) => {
    const [row] = await db
      .select({ role: storeOwners.role, permissions: storeOwners.permissions })
      .from(storeOwners)
      .innerJoin(stores, eq(stores.id, storeOwners.storeId))
      .where(
        and(eq(storeOwners.id, OwnerID), eq(storeOwners.storeId, WebID), eq(storeOwners.accountId, AccountID), isNull(stores.suspendedAt)),
      )
      .limit(1);
    if (!row || (row.role !== 'owner' && row.role !== 'staff')) return null;
    return { role: row.role, permissions: permissionsOf(row) };
  };
}
