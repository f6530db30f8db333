/**
 * Sign-in is limited per account as well as per address (decision 69): failed sign-ins of one account
 * from several addresses lock it to addresses it does not know, with 429 and Retry-After for a short
 * window; one address that keeps failing is locked out of that account alone, so it cannot shut the
 * owner out. An address that signed in before passes the account's lock, a password reset lifts it,
 * e-mail and phone count as one account, a success clears the count; other accounts, and the same
 * e-mail in another store, carry on. The store owner's sign-in is limited the same way.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/store-api/db/schema';
import { SIGN_IN_LOCKOUT } from '../../src/domain/identity/sign-in-lockout';
import { freshAddress, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

const server = startStoreApiForFile();
const { call, guest, signIn, newCustomer } = identityCalls(server);
const { maxFailuresPerAccount: maxFailures, maxFailuresPerAddress } = SIGN_IN_LOCKOUT;

/** `count` wrong passwords for `login`, each from an address of its own unless one is given; their statuses. */
async function guess(store: string, login: string, count: number, address?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await signIn(store, login, `Wrong-guess-${i}`, address ?? freshAddress())).status);
  return statuses;
}

let phones = 0;
/** A new customer of aurora with an e-mail and a phone number, both logins. */
async function customerWithPhone() {
  const visitor = await guest('aurora');
  const email = `phone.person${++phones}.${Date.now()}@example.com`;
  const phone = `+1 555 01${String(Date.now() % 100_000).padStart(5, '0')}${phones}`;
  const password = 'Linen-Harbour-42';
  const answer = await call('/Account/SignUp', {
    token: visitor.accessToken,
    body: { Email: email, Phone: phone, Password: password, FirstName: 'Pat' },
  });
  expect(answer.status).toBe(200);
  return { email, phone, password };
}

describe('failed sign-ins per account', () => {
  it(`lock the account after ${maxFailures}, whichever addresses they come from: 429 with Retry-After, even for the right password`, async () => {
    const customer = await newCustomer('aurora');
    expect(await guess('aurora', customer.email, maxFailures)).toEqual(Array(maxFailures).fill(422));
    const locked = await signIn('aurora', customer.email, customer.password, freshAddress());
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.windowMs / 1000);
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

describe('a guesser cannot keep the owner out', () => {
  it('failures from one address lock that address out of the account, and the owner still signs in from another', async () => {
    const customer = await newCustomer('aurora');
    const attacker = freshAddress();
    const statuses = await guess('aurora', customer.email, maxFailuresPerAddress * 3, attacker);
    expect(statuses.slice(0, maxFailuresPerAddress)).toEqual(Array(maxFailuresPerAddress).fill(422));
    expect(new Set(statuses.slice(maxFailuresPerAddress))).toEqual(new Set([429]));
    // The guesser is stopped, right password or wrong...
    const stopped = await signIn('aurora', customer.email, customer.password, attacker);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...and the owner is not.
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(200);
  });

  it('one address switching between e-mail and phone is stopped after the same number of failures', async () => {
    const customer = await customerWithPhone();
    const attacker = freshAddress();
    const half = maxFailuresPerAddress / 2;
    expect(await guess('aurora', customer.email, half, attacker)).toEqual(Array(half).fill(422));
    expect(await guess('aurora', customer.phone, half, attacker)).toEqual(Array(half).fill(422));
    expect((await signIn('aurora', customer.email, customer.password, attacker)).status).toBe(429);
  });

  it('e-mail and phone count as one account toward the lock on every address', async () => {
    const customer = await customerWithPhone();
    const half = maxFailures / 2;
    expect(await guess('aurora', customer.email, half)).toEqual(Array(half).fill(422));
    expect(await guess('aurora', customer.phone, half)).toEqual(Array(half).fill(422));
    expect((await signIn('aurora', customer.phone, customer.password, freshAddress())).status).toBe(429);
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(429);
  });

  it('an address that signed in to the account before passes the lock that failures from many addresses set', async () => {
    const customer = await newCustomer('aurora');
    const home = freshAddress();
    expect((await signIn('aurora', customer.email, customer.password, home)).status).toBe(200);
    await guess('aurora', customer.email, maxFailures);
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(429);
    expect((await signIn('aurora', customer.email, customer.password, home)).status).toBe(200);
  });

  it('a password reset lifts the lock', async () => {
    const customer = await newCustomer('aurora');
    await guess('aurora', customer.email, maxFailures);
    expect((await signIn('aurora', customer.email, customer.password, freshAddress())).status).toBe(429);
    const visitor = await guest('aurora');
    await call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: customer.email } });
    await jobsSettled(server.host.database!.db);
    const [mail] = await server.host.database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const resetToken = new URL(/https?:\/\/\S+/u.exec(mail!.text)![0]).searchParams.get('token')!;
    const reset = await call('/Account/ResetPassword', {
      token: visitor.accessToken,
      body: { Token: resetToken, Password: 'Brass-Lantern-19' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn('aurora', customer.email, 'Brass-Lantern-19', freshAddress())).status).toBe(200);
  });

  it('failures from one address do not lock a store owner out from another', async () => {
    const owner = (Password: string, address: string) =>
      call('/Owner/SignIn', { body: { Store: 'nordic', Email: 'owner@nordic.example', Password }, address });
    const attacker = freshAddress();
    for (let i = 0; i < maxFailuresPerAddress; i += 1) expect((await owner(`Wrong-${i}`, attacker)).status).toBe(401);
    expect((await owner('Studio-2026', attacker)).status).toBe(429);
    expect((await owner('Studio-2026', freshAddress())).status).toBe(200);
  });
});
