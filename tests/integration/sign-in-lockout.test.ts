/**
 * Sign-in is limited per account as well as per address (issue 12): failed sign-ins of one account
 * (store + normalised e-mail) from any number of addresses lock it with 429 and Retry-After for a
 * short window; a success clears the count; other accounts, and the same e-mail in another store,
 * carry on. The store owner's sign-in is limited the same way.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKOUT } from '../../server/store-api/identity/account-lockout';
import { freshAddress, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, signIn, newCustomer } = identityCalls(server);
const { maxFailures } = ACCOUNT_LOCKOUT;

/** `count` wrong passwords for `login`, each from an address of its own; their statuses. */
async function guess(store: string, login: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await signIn(store, login, `Wrong-guess-${i}`, freshAddress())).status);
  return statuses;
}

describe('failed sign-ins per account', () => {
  it(`lock the account after ${maxFailures}, whichever addresses they come from: 429 with Retry-After, even for the right password`, async () => {
    const customer = await newCustomer('aurora');
    expect(await guess('aurora', customer.email, maxFailures)).toEqual(Array(maxFailures).fill(422));
    const locked = await signIn('aurora', customer.email, customer.password, freshAddress());
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LOCKOUT.windowMs / 1000);
    expect(locked.body.message).toMatch(/^Too many failed sign-ins for this account: try again in \d+ (seconds|minutes)$/);
    // The e-mail is the same account whatever its case or spaces.
    expect((await signIn('aurora', ` ${customer.email.toUpperCase()} `, customer.password, freshAddress())).status).toBe(429);
  });

  it('leave other accounts, and the same e-mail in another store, alone', async () => {
    const target = await newCustomer('aurora');
    const bystander = await newCustomer('aurora');
    await guess('aurora', target.email, maxFailures);
    expect((await signIn('aurora', bystander.email, bystander.password, freshAddress())).status).toBe(200);
    const elsewhere = await call('/Account/SignUp', {
      token: (await call('/Web/GetWebInfo?Domain=nordic')).body.data.tokens.accessToken,
      body: { Email: target.email, Phone: '+46 8 555 0199', Password: target.password, FirstName: 'Pat' },
    });
    expect(elsewhere.status).toBe(200);
    expect((await signIn('nordic', target.email, target.password, freshAddress())).status).toBe(200);
  });

  it('start again from zero after a successful sign-in', async () => {
    const customer = await newCustomer('aurora');
    expect(await guess('aurora', customer.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(422));
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(200);
    expect(await guess('aurora', customer.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(422));
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(200);
  });

  it('count for an e-mail with no account the same way, so the answers tell nothing', async () => {
    const statuses = await guess('aurora', `nobody.${Date.now()}@example.com`, maxFailures + 1);
    expect(statuses.slice(0, maxFailures)).toEqual(Array(maxFailures).fill(422));
    expect(statuses[maxFailures]).toBe(429);
  });

  it("lock a store owner's account the same way", async () => {
    const owner = (Password: string) => call('/Owner/SignIn', { body: { Store: 'sakura', Email: 'owner@sakura.example', Password } });
    const statuses: number[] = [];
    for (let i = 0; i < maxFailures; i += 1) statuses.push((await owner(`Wrong-${i}`)).status);
    expect(statuses).toEqual(Array(maxFailures).fill(401));
    const locked = await owner('Studio-2026');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The store's other name is the same owner account.
    expect(
      (await call('/Owner/SignIn', { body: { Store: 'sakura.localhost', Email: 'owner@sakura.example', Password: 'Studio-2026' } })).status,
    ).toBe(429);
    // And so is a sign-in that names no store.
    expect((await call('/Owner/SignIn', { body: { Email: 'owner@sakura.example', Password: 'Studio-2026' } })).status).toBe(429);
  });
});
