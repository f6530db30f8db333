/**
 * The AttemptStore contract (server/store-api/auth): the in-process store and the database one
 * count alike; the database one on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where two
 * "instances" (two connections) count one key together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryAttemptStore, type AttemptCount, type AttemptStore } from '../../server/store-api/platform/attempt-store';
import { DatabaseAttemptStore } from '../../server/store-api/platform/database-attempt-store';
import { LockoutCounter } from '../../server/store-api/identity/account-lockout.service';
import { SIGN_IN_LOCKOUT } from '../../src/domain/identity/sign-in-lockout';
import { openDatabase, type DatabaseHandle } from '../../server/store-api/platform/database/client';
import { recreateDatabase } from './support/postgres-databases';

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const handles: DatabaseHandle[] = [];
let databaseStore: DatabaseAttemptStore;
let secondInstance: DatabaseAttemptStore | null = null;

beforeAll(async () => {
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const first = await openDatabase({ dataDir: 'memory://', databaseUrl });
  handles.push(first);
  databaseStore = new DatabaseAttemptStore(first.db);
  if (databaseUrl) {
    const second = await openDatabase({ dataDir: 'memory://', databaseUrl });
    handles.push(second);
    secondInstance = new DatabaseAttemptStore(second.db);
  }
}, 60_000);
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

const incr = (store: AttemptStore, key: string, windowMs = 60_000) =>
  new Promise<AttemptCount>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );
const read = (store: AttemptStore, key: string, windowMs = 60_000) =>
  new Promise<AttemptCount>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );
const route = (url: string) => ({ routeInfo: { method: 'POST', url } });
let unique = 0;
const fresh = () => `key-${Date.now()}-${++unique}`;

describe.each([
  ['in process', () => new MemoryAttemptStore() as AttemptStore],
  ['in the database', () => databaseStore as AttemptStore],
])('attempt store %s', (_name, make) => {
  it('counts attempts of a key within its window and reports the time left', async () => {
    const store = make();
    const key = fresh();
    expect(await read(store, key)).toEqual({ current: 0, ttl: 0 });
    expect((await incr(store, key)).current).toBe(1);
    expect((await incr(store, key)).current).toBe(2);
    const now = await read(store, key);
    expect(now.current).toBe(2);
    expect(now.ttl).toBeGreaterThan(55_000);
    expect(now.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts again from one once the window has passed', async () => {
    const store = make();
    const key = fresh();
    await incr(store, key, 150);
    await incr(store, key, 150);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read(store, key, 150)).current).toBe(0);
    expect((await incr(store, key, 150)).current).toBe(1);
  });

  it('counts keys holding any text a client can type (a NUL, a long login) apart', async () => {
    const store = make();
    const nul = `${fresh()}\u0000admin`;
    const long = `${fresh()}${'x'.repeat(2000)}`;
    expect((await incr(store, nul)).current).toBe(1);
    expect((await incr(store, long)).current).toBe(1);
    expect((await incr(store, nul)).current).toBe(2);
    expect((await read(store, `${nul.split('\u0000')[0]}`)).current).toBe(0);
  });

  it('forgets a key on success, and keeps other keys', async () => {
    const store = make();
    const [key, other] = [fresh(), fresh()];
    await incr(store, key);
    await incr(store, other);
    await store.forget(key);
    expect((await read(store, key)).current).toBe(0);
    expect((await read(store, other)).current).toBe(1);
  });
});

describe.each([
  ['in process', () => new MemoryAttemptStore() as AttemptStore],
  ['in the database', () => databaseStore as AttemptStore],
])('the sign-in lockout counting %s', (_name, make) => {
  const { maxFailuresPerAddress, maxFailuresPerAccount } = SIGN_IN_LOCKOUT;

  it('locks one failing address out of the account, and the account only when many addresses fail', async () => {
    const counter = new LockoutCounter(make());
    const account = fresh();
    for (let i = 0; i < maxFailuresPerAddress; i += 1) await counter.failed(account, '192.0.2.1');
    expect((await counter.verdict(account, '192.0.2.1')).verdict).toBe('address-locked');
    expect((await counter.verdict(account, '192.0.2.2')).verdict).toBe('open');
    for (let i = 0; i < maxFailuresPerAccount; i += 1) await counter.failed(account, `198.51.100.${i}`);
    const locked = await counter.verdict(account, '192.0.2.2');
    expect(locked.verdict).toBe('account-locked');
    expect(locked.ttlMs).toBeGreaterThan(0);
  });

  it('lets an address that signed in pass the account lock, and a success clears the account and its address', async () => {
    const counter = new LockoutCounter(make());
    const account = fresh();
    await counter.succeeded(account, '192.0.2.9');
    for (let i = 0; i < maxFailuresPerAccount; i += 1) await counter.failed(account, `198.51.100.${i}`);
    expect((await counter.verdict(account, '192.0.2.10')).verdict).toBe('account-locked');
    expect((await counter.verdict(account, '192.0.2.9')).verdict).toBe('open');
    await counter.succeeded(account, '192.0.2.9');
    expect((await counter.verdict(account, '192.0.2.10')).verdict).toBe('open');
  });
});

describe('the database store', () => {
  it("gives each route's limiter counts of its own for the same address", async () => {
    const key = fresh();
    await incr(databaseStore.child(route('/Account/SignIn')), key);
    await incr(databaseStore.child(route('/Account/SignIn')), key);
    expect((await read(databaseStore.child(route('/Account/SignUp')), key)).current).toBe(0);
    expect((await read(databaseStore.child(route('/Account/SignIn')), key)).current).toBe(2);
  });

  it.runIf(databaseUrl)('counts one key together from two instances, racing', async () => {
    const key = fresh();
    await Promise.all(Array.from({ length: 20 }, (_, index) => incr(index % 2 === 0 ? databaseStore : secondInstance!, key)));
    expect((await read(secondInstance!, key)).current).toBe(20);
  });
});
