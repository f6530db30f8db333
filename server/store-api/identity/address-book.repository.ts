/**
 * The customer address book's reads and writes: every statement is scoped by store and customer,
 * so another customer's address id is simply not found. The default moves in one transaction (the
 * partial unique index holds at most one); the first address kept becomes the default, and
 * deleting the default passes it to the newest address left. A book holds MAX_SAVED_ADDRESSES.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { countryCodeOf } from '../../../src/domain/address/countries';
import { MAX_SAVED_ADDRESSES, type AddressDraft, type SavedAddress } from '../../../src/domain/address/saved-address';
import type { Db } from '../platform/database/client';
import { customerAddresses, customers } from './identity.tables';
import type { CustomerRef } from './customer-guard';

type Row = typeof customerAddresses.$inferSelect;

const mine = (me: Pick<CustomerRef, 'storeId' | 'customerId'>) =>
  and(eq(customerAddresses.storeId, me.storeId), eq(customerAddresses.customerId, me.customerId));
const one = (me: Pick<CustomerRef, 'storeId' | 'customerId'>, addressId: number) => and(mine(me), eq(customerAddresses.id, addressId));

const viewOf = (row: Row): SavedAddress => ({
  addressID: row.id,
  label: row.label,
  fullName: row.fullName,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
});

/** Trimmed, and the country kept as its code whichever way it was named. */
const columnsOf = (draft: AddressDraft) => ({
  label: draft.label.trim(),
  fullName: draft.fullName.trim(),
  phone: draft.phone.trim(),
  line1: draft.line1.trim(),
  line2: draft.line2.trim(),
  city: draft.city.trim(),
  region: draft.region.trim(),
  postalCode: draft.postalCode.trim().toUpperCase(),
  country: countryCodeOf(draft.country.trim()) ?? draft.country.trim(),
});

export type AddressWrite = { ok: true; addresses: SavedAddress[] } | { ok: false; status: 404 | 409; message: string; field?: string };

/** Serialises one customer's writes (their customer row): two adds at once cannot both pass the limit or both become the first default. */
async function lockBook(tx: Db, me: Pick<CustomerRef, 'storeId' | 'customerId'>): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, me.customerId), eq(customers.storeId, me.storeId)))
    .for('update');
}

const notFound: AddressWrite = { ok: false, status: 404, message: 'No such address in your address book', field: 'AddressID' };

export class AddressBook {
  constructor(private readonly deps: { db: Db }) {}

  /** The default first, then in the order they were added. */
  async list(me: Pick<CustomerRef, 'storeId' | 'customerId'>, db: Db = this.deps.db): Promise<SavedAddress[]> {
    const rows = await db
      .select()
      .from(customerAddresses)
      .where(mine(me))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    return rows.map(viewOf);
  }

  async find(me: Pick<CustomerRef, 'storeId' | 'customerId'>, addressId: number): Promise<SavedAddress | null> {
    const [row] = await this.deps.db.select().from(customerAddresses).where(one(me, addressId)).limit(1);
    return row ? viewOf(row) : null;
  }

  /** Adds (no id) or changes one of the customer's addresses; `makeDefault` moves the default to it. */
  async save(
    me: Pick<CustomerRef, 'storeId' | 'customerId'>,
    draft: AddressDraft,
    options: { addressId?: number | undefined; makeDefault: boolean },
  ): Promise<AddressWrite> {
    return this.deps.db.transaction(async (tx) => {
      await lockBook(tx, me);
      let id = options.addressId;
      if (id !== undefined) {
        const [changed] = await tx
          .update(customerAddresses)
          .set({ ...columnsOf(draft), updatedAt: new Date() })
          .where(one(me, id))
          .returning({ id: customerAddresses.id });
        if (!changed) return notFound;
      } else {
        const [row] = await tx.select({ n: count() }).from(customerAddresses).where(mine(me));
        const kept = row?.n ?? 0;
        if (kept >= MAX_SAVED_ADDRESSES)
          return {
            ok: false,
            status: 409,
            message: `Your address book is full (${MAX_SAVED_ADDRESSES} addresses): delete one to add another`,
          };
        const [added] = await tx
          .insert(customerAddresses)
          .values({ storeId: me.storeId, customerId: me.customerId, ...columnsOf(draft), isDefault: kept === 0 })
          .returning({ id: customerAddresses.id });
        id = added!.id;
      }
      if (options.makeDefault) await this.moveDefault(tx, me, id);
      return { ok: true, addresses: await this.list(me, tx) };
    });
  }

  async setDefault(me: Pick<CustomerRef, 'storeId' | 'customerId'>, addressId: number): Promise<AddressWrite> {
    return this.deps.db.transaction(async (tx) => {
      await lockBook(tx, me);
      const [row] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(one(me, addressId)).limit(1);
      if (!row) return notFound;
      await this.moveDefault(tx, me, addressId);
      return { ok: true, addresses: await this.list(me, tx) };
    });
  }

  async remove(me: Pick<CustomerRef, 'storeId' | 'customerId'>, addressId: number): Promise<AddressWrite> {
    return this.deps.db.transaction(async (tx) => {
      await lockBook(tx, me);
      const [gone] = await tx.delete(customerAddresses).where(one(me, addressId)).returning({ isDefault: customerAddresses.isDefault });
      if (!gone) return notFound;
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(mine(me))
          .orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.id))
          .limit(1);
        if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(one(me, next.id));
      }
      return { ok: true, addresses: await this.list(me, tx) };
    });
  }

  private async moveDefault(tx: Db, me: Pick<CustomerRef, 'storeId' | 'customerId'>, addressId: number): Promise<void> {
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(mine(me), ne(customerAddresses.id, addressId), eq(customerAddresses.isDefault, true)));
    await tx.update(customerAddresses).set({ isDefault: true }).where(one(me, addressId));
  }
}
