/**
 * The operator API (decision 97) on a platform where sign-up is by invitation: only the operator's
 * token opens it; it creates, lists, suspends, resumes and deletes stores through the same use cases as
 * `npm run store`, refusing bad fields by name with nothing written; and its invitation lets one
 * merchant open one store, while "Open a store" without one is refused.
 */
import { count, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jobs, signupInvitations, stores } from '../../server/store-api/db/schema';
import { identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const OPERATOR_TOKEN = 'operator-token-for-the-integration-tests';
const server = startStoreApiForFile(
  {},
  { storeSignup: 'invite', operatorTokenDigest: createHash('sha256').update(OPERATOR_TOKEN).digest('hex') },
);
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const PASSWORD = 'Harbour-Lantern-77';
const valid = (name: string, email = `anna@${name}.example`) => ({ name, email, password: PASSWORD, currency: 'EUR', country: 'DE' });
const operator = (path: string, body?: unknown, token = OPERATOR_TOKEN) =>
  call(`/Operator/${path}`, { headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body }) });
const storeCount = async () => Number((await db().select({ value: count() }).from(stores))[0]!.value);
const fields = (answer: { body: { data: Any } }) => (answer.body.data?.errors ?? []).map((error: Any) => error.field);

describe('the operator API', () => {
  it('opens to the operator token only', async () => {
    expect((await call('/Operator/Stores')).status).toBe(401);
    expect((await operator('Stores', undefined, 'not-the-operator-token-at-all')).status).toBe(401);
    const owner = await call('/Owner/SignIn', { body: { Store: 'aurora', Email: 'owner@webx.example', Password: 'Studio-2026' } });
    expect((await call('/Operator/Stores', { token: owner.body.data.ownerToken })).status).toBe(401);
    const listed = await operator('Stores');
    expect(listed.status).toBe(200);
    expect(listed.body.data.stores.map((store: Any) => store.name)).toEqual(expect.arrayContaining(['aurora', 'nordic']));
  });

  it('creates a store, refusing bad fields by name with nothing written', async () => {
    const before = await storeCount();
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), name: 'Bad_Name' }))).toEqual(['name']);
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), email: 'nope' }))).toEqual(['email']);
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), password: 'short' }))).toEqual(['password']);
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), currency: 'QQQ' }))).toEqual(['currency']);
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), country: 'ZZ' }))).toEqual(['country']);
    expect(fields(await operator('CreateStore', { ...valid('op-shop'), theme: 'neon' }))).toEqual(['theme']);
    const taken = await operator('CreateStore', valid('aurora'));
    expect([taken.status, fields(taken)]).toEqual([409, ['name']]);
    expect((await operator('CreateStore', null)).status).toBe(400);
    expect(await storeCount()).toBe(before);

    const created = await operator('CreateStore', { ...valid('op-shop'), sampleProducts: true });
    expect(created.status).toBe(200);
    expect(created.body.data.store).toMatchObject({
      name: 'op-shop',
      host: 'op-shop.localhost',
      ownerEmail: 'anna@op-shop.example',
      sampleProducts: 3,
    });
    expect((await call('/Web/GetWebInfo?Domain=op-shop')).body.data).toMatchObject({ isPasswordProtected: true });
  });

  it('suspends, resumes and deletes a store by name', async () => {
    await operator('CreateStore', valid('op-life'));
    expect((await operator('SuspendStore', { name: 'op-life' })).status).toBe(200);
    expect(JSON.stringify((await call('/Web/GetWebInfo?Domain=op-life')).body)).toContain('STORE_UNAVAILABLE');
    expect((await operator('Stores')).body.data.stores.find((store: Any) => store.name === 'op-life').state).toBe('suspended');
    expect((await operator('ResumeStore', { name: 'op-life' })).status).toBe(200);
    expect((await call('/Web/GetWebInfo?Domain=op-life')).status).toBe(200);

    const unknown = await operator('SuspendStore', { name: 'no-such-store' });
    expect([unknown.status, fields(unknown)]).toEqual([404, ['name']]);
    expect(fields(await operator('DeleteStore', { name: 'op-life' }))).toEqual(['confirm']);
    // Kept suspended for the grace period, then gone; `now` skips the wait.
    const scheduled = await operator('DeleteStore', { name: 'op-life', confirm: true });
    expect(scheduled.body.data).toMatchObject({ deleted: false, deletionDueAt: expect.any(String) });
    expect((await operator('Stores')).body.data.stores.find((store: Any) => store.name === 'op-life').state).toBe('suspended');
    expect((await operator('DeleteStore', { name: 'op-life', confirm: true, now: true })).status).toBe(200);
    expect(await db().select().from(stores).where(eq(stores.name, 'op-life'))).toEqual([]);
    expect((await operator('DeleteStore', { name: 'op-life', confirm: true, now: true })).status).toBe(404);
  });
});

describe('sign-up by invitation', () => {
  const invitationMail = async (to: string) => {
    const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')).orderBy(desc(jobs.id));
    return rows.map((row) => row.payload as Any).find((payload) => payload.to === to);
  };

  it('refuses "Open a store" without an invitation, and an invitation opens one store for its e-mail', async () => {
    expect((await call('/Signup/Options')).body.data).toMatchObject({ mode: 'invite' });
    const before = await storeCount();
    const uninvited = await call('/Signup/Start', { body: valid('guest-shop') });
    expect([uninvited.status, fields(uninvited)]).toEqual([403, ['invitation']]);
    expect(fields(await operator('InviteSignup', { email: 'not-an-email' }))).toEqual(['email']);
    expect(await db().select().from(signupInvitations)).toEqual([]);

    const invited = await operator('InviteSignup', { email: 'mia@invited.example' });
    expect(invited.status).toBe(200);
    const token = /#open-store\/([A-Za-z0-9_-]+)$/.exec(invited.body.data.link)![1]!;
    expect((await invitationMail('mia@invited.example')).text).toContain(invited.body.data.link);

    const otherEmail = await call('/Signup/Start', { body: { ...valid('invited-shop'), invitation: token } });
    expect([otherEmail.status, fields(otherEmail)]).toEqual([400, ['email']]);
    const started = await call('/Signup/Start', { body: { ...valid('invited-shop', 'mia@invited.example'), invitation: token } });
    expect(started.status).toBe(200);
    const mail = await invitationMail('mia@invited.example');
    const link = /#verify-signup\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await call('/Signup/Verify', { body: { token: link } })).status).toBe(200);
    expect(await storeCount()).toBe(before + 1);

    const reused = await call('/Signup/Start', { body: { ...valid('second-shop', 'mia@invited.example'), invitation: token } });
    expect([reused.status, fields(reused)]).toEqual([410, ['invitation']]);
  });
});
