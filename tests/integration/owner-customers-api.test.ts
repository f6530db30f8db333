/**
 * The studio's Customers calls (docs/back-office.md): the list with the spec's statuses, approving or rejecting
 * a reseller waiting for approval, deactivating and reactivating; the customer is mailed and sign-in
 * follows the status with a clear message. Owner-only: a customer token and another store's owner are refused.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/store-api/db/schema';
import { identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

const server = startStoreApiForFile();
const { call, guest, signIn, newCustomer, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
const PASSWORD = 'Linen-Harbour-42';
let people = 0;

async function newReseller(store = 'aurora') {
  const email = `reseller${++people}.${Date.now()}@example.com`;
  const answer = await call('/Account/SignUp', {
    token: (await guest(store)).accessToken,
    body: { Email: email, Password: PASSWORD, FirstName: 'Rita', LastName: 'Reseller', CompanyName: 'Rita Wholesale', CustomerType: 3 },
  });
  expect(answer.status).toBe(200);
  return { email, customerID: Number(answer.body.data.user.customerID) };
}

const setStatus = (token: string, CustomerID: unknown, Action: unknown) =>
  call('/Owner/SetCustomerStatus', { token, body: { CustomerID, Action } });
const mails = async (to: string) => {
  await jobsSettled(db());
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to)));
};

describe("owner customer calls refuse everyone but the store's owner", () => {
  it("a customer token, no token and another store's owner never list or change a customer", async () => {
    const reseller = await newReseller();
    const customer = await newCustomer('aurora');
    for (const token of [customer.accessToken, undefined]) {
      expect((await call('/Owner/Customers', { token: token ?? null })).status).toBe(401);
      expect((await setStatus(token as string, reseller.customerID, 'approve')).status).toBe(401);
    }
    const nordic = await ownerToken('nordic');
    expect((await setStatus(nordic, reseller.customerID, 'approve')).status).toBe(404);
    expect((await call(`/Owner/Customers?Search=${encodeURIComponent(reseller.email)}`, { token: nordic })).body.data.total).toBe(0);
    expect((await signIn('aurora', reseller.email, PASSWORD)).status).toBe(403);
  });

  it('answers 400 naming the field for malformed input', async () => {
    const owner = await ownerToken('aurora');
    for (const [path, field] of [
      ['/Owner/Customers?Status=9', 'Status'],
      ['/Owner/Customers?Page=-1', 'Page'],
      ['/Owner/Customers?Search=' + 'x'.repeat(101), 'Search'],
    ] as const) {
      const answer = await call(path, { token: owner });
      expect(answer.status, path).toBe(400);
      expect(answer.body.data.errors[0].field).toBe(field);
    }
    expect((await setStatus(owner, 'one', 'approve')).body.data.errors[0].field).toBe('CustomerID');
    expect((await setStatus(owner, 1, 'promote')).body.data.errors[0].field).toBe('Action');
  });
});

describe('approving, rejecting, deactivating and reactivating', () => {
  it('a reseller waits for approval, is listed as Approval Pending, is approved and signs in; the mail says so', async () => {
    const owner = await ownerToken('aurora');
    const reseller = await newReseller();
    const pending = await signIn('aurora', reseller.email, PASSWORD);
    expect(pending.body.message).toBe('Your account is waiting for the store to approve it');
    const listed = await call(`/Owner/Customers?Status=2&Search=${encodeURIComponent(reseller.email)}`, { token: owner });
    expect(listed.body.data.customers).toMatchObject([
      { customerID: reseller.customerID, status: 2, customerType: 3, companyName: 'Rita Wholesale', actions: ['approve', 'reject'] },
    ]);
    expect(listed.body.data.counts['2']).toBe(1);
    const approved = await setStatus(owner, reseller.customerID, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data.customer).toMatchObject({ status: 3, actions: ['deactivate'] });
    expect((await signIn('aurora', reseller.email, PASSWORD)).status).toBe(200);
    const [mail] = await mails(reseller.email);
    expect(mail).toMatchObject({ subject: 'Your account is approved at Aurora Boutique', kind: 'account-approve' });
    expect(mail!.text).toContain('/signin');
    expect((await setStatus(owner, reseller.customerID, 'approve')).status).toBe(409);
  });

  it('a rejected account cannot sign in and is told why; deactivating ends the open session; reactivating lets them back', async () => {
    const owner = await ownerToken('aurora');
    const reseller = await newReseller();
    expect((await setStatus(owner, reseller.customerID, 'reject')).status).toBe(200);
    const rejected = await signIn('aurora', reseller.email, PASSWORD);
    expect(rejected.status).toBe(403);
    expect(rejected.body.message).toBe('The store did not approve this account');
    const customer = await newCustomer('aurora');
    const id = Number(customer.user.customerID);
    expect((await call('/Account/GetProfile', { token: customer.accessToken })).status).toBe(200);
    expect((await setStatus(owner, id, 'deactivate')).status).toBe(200);
    expect((await call('/Account/GetProfile', { token: customer.accessToken })).status).not.toBe(200);
    const deactivated = await signIn('aurora', customer.email, customer.password);
    expect(deactivated.body.message).toBe('This account has been deactivated');
    expect((await setStatus(owner, id, 'reactivate')).status).toBe(200);
    expect((await signIn('aurora', customer.email, customer.password)).status).toBe(200);
    // Each mail is its own job, delivered by concurrent workers: their order in the outbox is not theirs to keep.
    expect((await mails(customer.email)).map((m: Any) => m.kind).sort()).toEqual(['account-deactivate', 'account-reactivate']);
  });
});
