/**
 * Customers of a store: every read and write is filtered by the store id (the token's WebID), so a
 * customer id or email of another store finds nothing. Passwords are Argon2id (@node-rs/argon2).
 */
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { customerData } from './customer-webhook-data';
import { hash, verify } from '@node-rs/argon2';
import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { customers, wishlistItems } from './identity.tables';
import { uniqueViolation } from '../platform/database/unique-violation';
import type { CustomerProfile } from '../../../src/domain/identity/customer-profile';

export type CustomerRow = typeof customers.$inferSelect;

/** The field a write collided on: another customer of the store already has this email or phone. */
export type ContactConflict = 'Email' | 'Phone';
const CONFLICT_FIELDS: Record<string, ContactConflict> = { customers_store_email_uq: 'Email', customers_store_phone_uq: 'Phone' };

/** Runs a write, turning a broken email or phone constraint into the field at fault; any other failure is thrown on. */
async function unlessConflict<T>(write: () => Promise<T>): Promise<T | { conflict: ContactConflict }> {
  try {
    return await write();
  } catch (error) {
    const conflict = CONFLICT_FIELDS[uniqueViolation(error)?.constraint ?? ''];
    if (conflict) return { conflict };
    throw error;
  }
}

/** Hash verified when the login matches no customer, so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(row: Pick<CustomerRow, 'passwordHash'> | null, password: string): Promise<boolean> {
  if (!row) {
    decoyHash ??= hash('decoy-password-that-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(row.passwordHash, password).catch(() => false);
}

export class CustomerRepository {
  /** `webhooks`: customers/create is emitted in the insert's transaction (decision 91). */
  constructor(private readonly deps: { db: Db; webhooks?: WebhookEmitter }) {}

  async byId(storeId: number, customerId: number): Promise<CustomerRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
      .limit(1);
    return row ?? null;
  }

  /** By email (lower-cased) or phone, within the store. */
  async byLogin(storeId: number, login: string): Promise<CustomerRow | null> {
    const trimmed = login.trim();
    const [row] = await this.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), or(eq(customers.email, trimmed.toLowerCase()), eq(customers.phone, trimmed))))
      .limit(1);
    return row ?? null;
  }

  /** Inserts a customer, or names the field (Email or Phone) another customer of this store already has. */
  async create(values: typeof customers.$inferInsert): Promise<{ row: CustomerRow } | { conflict: ContactConflict }> {
    return unlessConflict(async () => {
      return this.deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(customers).values(values).returning();
        await this.deps.webhooks?.emit(tx, { webId: row!.storeId, topic: 'customers/create', data: customerData(row!) });
        return { row: row! };
      });
    });
  }

  /** Updates a customer (row null when there is none), or names the field another customer already has. */
  async update(
    storeId: number,
    customerId: number,
    values: Partial<typeof customers.$inferInsert>,
  ): Promise<{ row: CustomerRow | null } | { conflict: ContactConflict }> {
    return unlessConflict(async () => {
      const [row] = await this.deps.db
        .update(customers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
        .returning();
      return { row: row ?? null };
    });
  }

  async profile(row: CustomerRow): Promise<CustomerProfile> {
    const [counted] = await this.deps.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.storeId, row.storeId), eq(wishlistItems.customerId, row.id)));
    return {
      customerID: String(row.id),
      email: row.email ?? '',
      phone: row.phone ?? '',
      firstName: row.firstName,
      lastName: row.lastName,
      companyName: row.companyName,
      customerType: row.customerType,
      status: row.status,
      wishlistCount: counted?.n ?? 0,
    };
  }
}
