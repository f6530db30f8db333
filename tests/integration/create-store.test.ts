/**
 * CreateStore and the operator's lifecycle (decision 93) on both databases: a new store starts closed
 * behind its "opens soon" password page with its owner, theme and sample products, sees none of the
 * demo stores' data; bad fields are named and write nothing; two creations racing for one address
 * give one store; a suspended store is unavailable to shoppers and its owner; export and delete cover
 * every row of the store and no other store's.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, storeOwners, stores, studioAccounts } from '../../server/store-api/db/schema';
import { deleteStore, exportStore, storeRowCounts } from '../../server/store-api/db/store-data';
import { createStore } from '../../server/store-api/stores/create-store';
import { setSuspended } from '../../server/store-api/stores/store-lifecycle';
import {
  cancelStoreDeletion,
  deletionDueAt,
  scheduleStoreDeletion,
  STORE_DELETION_JOB,
  storeDeletionJob,
} from '../../server/store-api/stores/store-deletion';
import { DatabaseJobs } from '../../server/store-api/platform/jobs/database-jobs';
import { identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const context = () => ({ db: db(), platformDomain: 'localhost' });
const PASSWORD = 'Harbour-Lantern-77';
const valid = (name: string) => ({
  name,
  email: `anna@${name}.example`,
  password: PASSWORD,
  currency: 'EUR',
  country: 'DE',
  theme: 'midnight',
});
const storeCount = async () => Number((await db().select({ value: count() }).from(stores))[0]!.value);

async function created(input: Record<string, unknown>) {
  const result = await createStore(context(), input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.store;
}
const signIn = (store: string, email: string, password = PASSWORD) =>
  call('/Owner/SignIn', { body: { Store: store, Email: email, Password: password } });

describe('a new store', () => {
  it('starts closed behind a password page that says it opens soon, with its owner, theme and sample products', async () => {
    const store = await created({ ...valid('corner-shop'), title: 'Corner Shop', sampleProducts: true });
    expect(store).toMatchObject({ name: 'corner-shop', title: 'Corner Shop', host: 'corner-shop.localhost', sampleProducts: 3 });

    const info = (await call('/Web/GetWebInfo?Domain=corner-shop')).body.data;
    expect(info).toMatchObject({ webID: store.id, isPasswordProtected: true, isMaintenance: false });
    expect(info.siteSettings).toMatchObject({ opening_soon: true, country: 'DE' });
    expect(info.siteConfig.currency).toMatchObject({ currencyAbbreviation: 'EUR', currencySymbol: '€' });
    expect(JSON.parse(info.themeSettings.themeData).settings.background_color).toBe('#0f172a');

    const page = await server.host.app.inject({ method: 'GET', url: '/maintenance', headers: { host: 'corner-shop.localhost:3000' } });
    expect(page.body).toContain('Opening soon');

    const owner = await signIn('corner-shop', 'anna@corner-shop.example');
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ webID: store.id, storeName: 'corner-shop' });
    const token = owner.body.data.ownerToken as string;
    // Tenancy: the owner's calls see the store's own three samples, and none of the demo stores' rows.
    const listed = (await call('/Owner/Products', { token })).body.data;
    expect(listed.items.map((p: Any) => p.name).sort()).toEqual(['Sample Mug', 'Sample T-shirt', 'Sample Tote Bag']);
    expect((await call('/Owner/Orders', { token })).body.data.total).toBe(0);
    expect((await call('/Owner/Customers', { token })).body.data.total).toBe(0);
    const rows = await db().select({ storeId: products.storeId }).from(products).where(eq(products.storeId, store.id));
    expect(rows).toHaveLength(3);
  });

  it('refuses bad fields by name and writes nothing', async () => {
    const before = await storeCount();
    const problems = async (input: Record<string, unknown>) => {
      const result = await createStore(context(), input);
      return result.ok ? [] : result.problems.map((problem) => problem.field);
    };
    expect(await problems({ ...valid('x'), name: 'Bad_Name' })).toEqual(['name']);
    expect(await problems({ ...valid('x'), name: 'studio' })).toEqual(['name']);
    expect(await problems({ ...valid('x'), name: 'aurora' })).toEqual(['name']);
    expect(await problems({ ...valid('fine-name'), email: 'not-an-email' })).toContain('email');
    expect(await problems({ ...valid('fine-name'), password: 'password' })).toEqual(['password']);
    expect(await problems({ ...valid('fine-name'), currency: 'QQQ' })).toEqual(['currency']);
    expect(await problems({ ...valid('fine-name'), country: 'ZZ' })).toEqual(['country']);
    expect(await problems({ ...valid('fine-name'), theme: 'neon' })).toEqual(['theme']);
    const reserved = await createStore({ ...context(), reservedAddresses: ['shops'] }, valid('shops'));
    expect(reserved).toMatchObject({ ok: false, problems: [{ field: 'name', message: 'The address "shops" is reserved' }] });
    expect(await storeCount()).toBe(before);
  });

  it('joins an e-mail that has a studio account to that account, only with its password (decision 96)', async () => {
    const first = await created({ ...valid('first-shop'), email: 'mira@two-shops.example' });
    const refused = await createStore(context(), {
      ...valid('second-shop'),
      email: 'MIRA@two-shops.example',
      password: 'Other-Lantern-88',
    });
    expect(refused).toMatchObject({ ok: false, problems: [{ field: 'password' }] });
    const second = await created({ ...valid('second-shop'), email: 'mira@two-shops.example' });
    const accounts = await db().select().from(studioAccounts).where(eq(studioAccounts.email, 'mira@two-shops.example'));
    expect(accounts).toHaveLength(1);
    const memberships = await db().select().from(storeOwners).where(eq(storeOwners.accountId, accounts[0]!.id));
    expect(memberships.map((row) => row.storeId).sort()).toEqual([first.id, second.id].sort());
    // One password for both: without a store named, the person chooses one.
    const choice = await call('/Owner/SignIn', { body: { Email: 'mira@two-shops.example', Password: PASSWORD } });
    expect(choice.body.data.chooseStore.map((store: Any) => store.storeName).sort()).toEqual(['first-shop', 'second-shop']);
  });

  it('is created once when two creations race for one address; the other is told the address is taken', async () => {
    const results = await Promise.all([createStore(context(), valid('race-shop')), createStore(context(), valid('race-shop'))]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ problems: [{ field: 'name', message: expect.stringMatching(/taken/) }] });
  });
});

describe('the operator lifecycle', () => {
  it('suspends a store (unavailable to shoppers, its owner refused), resumes it', async () => {
    await created(valid('paused-shop'));
    expect(await setSuspended(db(), 'paused-shop', true)).toBe(true);
    const info = await call('/Web/GetWebInfo?Domain=paused-shop');
    expect(info.status).toBe(404);
    expect(JSON.stringify(info.body)).toContain('STORE_UNAVAILABLE');
    const home = await server.host.app.inject({ method: 'GET', url: '/', headers: { host: 'paused-shop.localhost:3000' } });
    expect(home.headers.location).toContain('ec=STORE_UNAVAILABLE');
    const notice = await server.host.app.inject({
      method: 'GET',
      url: '/store-not-found?ec=STORE_UNAVAILABLE',
      headers: { host: 'paused-shop.localhost:3000' },
    });
    expect(notice.statusCode).toBe(503);
    expect(notice.body).toContain('This store is unavailable');
    expect((await signIn('paused-shop', 'anna@paused-shop.example')).status).toBe(403);

    expect(await setSuspended(db(), 'paused-shop', false)).toBe(true);
    expect((await signIn('paused-shop', 'anna@paused-shop.example')).status).toBe(200);
    expect(await setSuspended(db(), 'no-such-shop', true)).toBe(false);
  });

  it('exports the store without secrets, and deletes every row of it and of no other store', async () => {
    const store = await created({ ...valid('gone-shop'), sampleProducts: true });
    const exported = (await exportStore(db(), store.id))!;
    expect(exported.store).toMatchObject({ name: 'gone-shop' });
    expect(exported.tables.products).toHaveLength(3);
    expect(exported.tables.store_owners).toEqual([expect.not.objectContaining({ passwordHash: expect.anything() })]);
    expect(JSON.stringify(exported)).not.toMatch(/argon2/);

    const aurora = (await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora')))[0]!.id;
    const auroraBefore = await storeRowCounts(db(), aurora);
    expect(Object.keys(await storeRowCounts(db(), store.id))).toEqual(
      expect.arrayContaining(['stores', 'products', 'themes', 'store_owners']),
    );
    expect(await deleteStore(db(), store.id)).toBe(true);
    expect(await storeRowCounts(db(), store.id)).toEqual({});
    expect(await storeRowCounts(db(), aurora)).toEqual(auroraBefore);
    expect(await deleteStore(db(), store.id)).toBe(false);
  });

  it('deletes a store when its grace period ends: suspended at once, kept when resumed in time, every row gone after', async () => {
    const kept = await created(valid('grace-kept'));
    const gone = await created(valid('grace-gone'));
    const asked = new Date('2030-06-01T12:00:00Z');
    const due = await scheduleStoreDeletion(db(), gone.id, 30, asked);
    expect(due.toISOString()).toBe('2030-07-01T12:00:00.000Z');
    await scheduleStoreDeletion(db(), kept.id, 30, asked);
    // Asked again, the first date stands.
    expect((await scheduleStoreDeletion(db(), gone.id, 30, new Date('2030-06-20T00:00:00Z'))).toISOString()).toBe(due.toISOString());
    const [suspended] = await db().select({ at: stores.suspendedAt }).from(stores).where(eq(stores.id, gone.id));
    expect(suspended!.at).not.toBeNull();

    expect(await setSuspended(db(), 'grace-kept', false)).toBe(true);
    expect(await cancelStoreDeletion(db(), kept.id)).toBe(true);
    expect(await deletionDueAt(db(), kept.id)).toBeNull();

    const claimed = await new DatabaseJobs({ db: db() }).claim('test', [STORE_DELETION_JOB], new Date('2030-07-01T12:00:01Z'), 60_000, 10);
    expect(claimed.map((job) => job.storeId)).toEqual([gone.id]);
    await storeDeletionJob({ db: db(), deleteStore })(claimed[0]!);
    expect(await storeRowCounts(db(), gone.id)).toEqual({});
    expect(Object.keys(await storeRowCounts(db(), kept.id))).toEqual(expect.arrayContaining(['stores', 'themes', 'store_owners']));
  });
});
