/**
 * Studio accounts (decision 96): the person who signs in, one per e-mail whatever its case, and their
 * memberships (`store_owners`), one per store they may open. Read here by the sign-in, CreateStore, the
 * seed and everything that names the owner who made a change.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { permissionsOf } from '../../../src/domain/staff/member-roles';
import { allows, type PermissionNeed } from '../../../src/domain/staff/permissions';
import type { Db } from './database/client';
import { storeOwners, studioAccounts } from './platform.tables';

export type StudioAccount = typeof studioAccounts.$inferSelect;

const sameEmail = (email: string) => sql`lower(${studioAccounts.email}) = ${email.trim().toLowerCase()}`;

export async function accountByEmail(db: Db, email: string): Promise<StudioAccount | null> {
  const [row] = await db.select().from(studioAccounts).where(sameEmail(email)).limit(1);
  return row ?? null;
}

export async function accountById(db: Db, id: number): Promise<StudioAccount | null> {
  const [row] = await db.select().from(studioAccounts).where(eq(studioAccounts.id, id)).limit(1);
  return row ?? null;
}

/**
 * The account of `email`, created with `passwordHash` when there is none (then `created` is true).
 * An existing account keeps its password: the caller decides whether the one given had to match it.
 */
export async function accountFor(tx: Db, email: string, passwordHash: string): Promise<{ account: StudioAccount; created: boolean }> {
  const [inserted] = await tx
    .insert(studioAccounts)
    .values({ email: email.trim().toLowerCase(), passwordHash })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { account: inserted, created: true };
  const existing = await accountByEmail(tx, email);
  if (!existing) throw new Error('The studio account was neither inserted nor found');
  return { account: existing, created: false };
}

/** Makes the account a member of the store (nothing when it is already); answers the membership's id. */
export async function addMembership(tx: Db, storeId: number, accountId: number): Promise<number> {
  const [row] = await tx.insert(storeOwners).values({ storeId, accountId }).onConflictDoNothing().returning({ id: storeOwners.id });
  if (row) return row.id;
  const [existing] = await tx
    .select({ id: storeOwners.id })
    .from(storeOwners)
    .where(and(eq(storeOwners.storeId, storeId), eq(storeOwners.accountId, accountId)))
    .limit(1);
  return existing!.id;
}

/** The account's memberships, oldest first, at most `limit`. */
export function membershipsOf(db: Db, accountId: number, limit: number) {
  return db
    .select({ id: storeOwners.id, storeId: storeOwners.storeId })
    .from(storeOwners)
    .where(eq(storeOwners.accountId, accountId))
    .orderBy(asc(storeOwners.id))
    .limit(limit);
}

/** The e-mails of every person who may open the store (for the owner notices). */
/** The e-mails of the store's members whose role meets `need` (every member by default). */
export async function memberEmails(db: Db, storeId: number, need: PermissionNeed = 'member'): Promise<string[]> {
  const rows = await db
    .select({ email: studioAccounts.email, role: storeOwners.role, permissions: storeOwners.permissions })
    .from(storeOwners)
    .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(eq(storeOwners.storeId, storeId))
    .orderBy(storeOwners.id);
  return [...new Set(rows.filter((row) => allows(need, permissionsOf(row))).map((row) => row.email))];
}
