/**
 * "Open a store" (decision 97): the live address check, a sign-up kept pending with its mail queued,
 * the mailed link creating the store through CreateStore once and signing its owner in, the link's
 * expiry in virtual time, two merchants racing for one address, the per-account limits, bad fields
 * named with nothing written, and the new owner's checklist ticked from the store's state.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobs, signupInvitations, stores, storeSignups } from '../../server/store-api/db/schema';
import { createStore } from '../../server/store-api/stores/create-store';
import { sweepExpiredSignups } from '../../server/store-api/stores/signup-sweep.job';
import { identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const PASSWORD = 'Harbour-Lantern-77';
const valid = (name: string, email = `anna@${name}.example`) => ({
  name,
  email,
  password: PASSWORD,
  currency: 'EUR',
  country: 'DE',
  theme: 'midnight',
});
const countOf = async (table: typeof stores | typeof storeSignups | typeof jobs) =>
  Number((await db().select({ value: count() }).from(table))[0]!.value);

/** The newest sign-up mail to `to`, and its link's token. */
async function mailedToken(to: string): Promise<string> {
  const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')).orderBy(desc(jobs.id));
  const mail = rows.map((row) => row.payload as Any).find((payload) => payload.to === to && payload.kind === 'store-signup');
  const token = /#verify-signup\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No sign-up mail to ${to}`);
  return token;
}
const start = (body: unknown, address?: string) => call('/Signup/Start', { body, ...(address ? { address } : {}) });
const verify = (token: string) => call('/Signup/Verify', { body: { token } });
const check = async (name: string) => (await call(`/Signup/CheckAddress?Name=${encodeURIComponent(name)}`)).body.data;

afterEach(() => {
  vi.useRealTimers();
});

describe('the address check', () => {
  it('says available, taken or not allowed as the merchant types', async () => {
    expect((await call('/Signup/Options')).body.data).toEqual({ mode: 'open', platformDomain: 'localhost' });
    expect(await check('fresh-corner')).toEqual({ status: 'available', message: 'fresh-corner.localhost is available' });
    expect(await check('aurora')).toMatchObject({ status: 'taken' });
    expect(await check('studio')).toMatchObject({ status: 'not-allowed', message: expect.stringMatching(/reserved/) });
    expect(await check('Bad_Name!')).toMatchObject({ status: 'not-allowed' });
    expect(await check('ab')).toMatchObject({ status: 'not-allowed' });
    expect((await call('/Signup/CheckAddress')).status).toBe(400);
  });
});

describe('a sign-up', () => {
  it('refuses bad fields by name and writes nothing, not even a mail', async () => {
    const before = [await countOf(storeSignups), await countOf(jobs), await countOf(stores)];
    const refusal = async (body: unknown) => {
      const answer = await start(body);
      return { status: answer.status, fields: (answer.body.data?.errors ?? []).map((error: Any) => error.field) };
    };
    expect(await refusal({ ...valid('x-shop'), name: 'Bad_Name' })).toEqual({ status: 400, fields: ['name'] });
    expect(await refusal({ ...valid('studio') })).toEqual({ status: 400, fields: ['name'] });
    expect(await refusal({ ...valid('fine-shop'), email: 'not-an-email' })).toEqual({ status: 400, fields: ['email'] });
    expect(await refusal({ ...valid('fine-shop'), password: 'password' })).toEqual({ status: 400, fields: ['password'] });
    expect(await refusal({ ...valid('fine-shop'), currency: 'QQQ' })).toEqual({ status: 400, fields: ['currency'] });
    expect(await refusal({ ...valid('fine-shop'), country: 'ZZ' })).toEqual({ status: 400, fields: ['country'] });
    expect(await refusal({ ...valid('fine-shop'), theme: 'neon' })).toEqual({ status: 400, fields: ['theme'] });
    expect(await refusal({ ...valid('fine-shop'), sampleProducts: 'yes' })).toEqual({ status: 400, fields: ['sampleProducts'] });
    expect(await refusal({ ...valid('fine-shop'), invitation: 'short' })).toEqual({ status: 400, fields: ['invitation'] });
    expect(await refusal({ ...valid('aurora') })).toEqual({ status: 409, fields: ['name'] });
    expect((await start(null)).status).toBe(400);
    expect([await countOf(storeSignups), await countOf(jobs), await countOf(stores)]).toEqual(before);
  });

  it('keeps the sign-up pending until the mailed link is followed, which opens a closed store and signs its owner in, once', async () => {
    const started = await start({ ...valid('lantern-shop'), title: 'Lantern Shop', sampleProducts: true });
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({ email: 'anna@lantern-shop.example', expiresInMinutes: 1440 });
    const [pending] = await db().select().from(storeSignups).where(eq(storeSignups.name, 'lantern-shop'));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);
    expect(await check('lantern-shop')).toMatchObject({ status: 'taken' });

    const token = await mailedToken('anna@lantern-shop.example');
    expect(pending!.tokenHash).not.toContain(token);
    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ storeName: 'lantern-shop', storeTitle: 'Lantern Shop', email: 'anna@lantern-shop.example' });
    const ownerToken = verified.body.data.ownerToken as string;
    expect((await call('/Owner/Me', { token: ownerToken })).body.data).toMatchObject({ storeName: 'lantern-shop' });

    const info = (await call('/Web/GetWebInfo?Domain=lantern-shop')).body.data;
    expect(info).toMatchObject({ isPasswordProtected: true, siteSettings: { opening_soon: true, country: 'DE' } });
    const signIn = await call('/Owner/SignIn', { body: { Store: 'lantern-shop', Email: 'anna@lantern-shop.example', Password: PASSWORD } });
    expect(signIn.status).toBe(200);

    const again = await verify(token);
    expect(again.status).toBe(410);
    expect(again.body.data.errors).toEqual([{ field: 'token', message: expect.stringMatching(/expired or was used/) }]);
    expect(await db().select().from(storeSignups).where(eq(storeSignups.name, 'lantern-shop'))).toEqual([]);

    // The checklist: samples are not the owner's product; nothing else done yet; opening the store ticks the last.
    const checklist = async () => (await call('/Owner/Checklist', { token: ownerToken })).body.data;
    expect(await checklist()).toEqual({
      items: [
        { key: 'product', done: false },
        { key: 'theme', done: false },
        { key: 'shipping', done: false },
        { key: 'open', done: false },
      ],
      paymentMethods: ['Cash on delivery', 'Bank transfer'],
      storeHost: 'lantern-shop.localhost',
    });
    const opened = await call('/Owner/SaveSettings', { token: ownerToken, body: { storePassword: { action: 'clear' } } });
    expect(opened.status).toBe(200);
    expect((await checklist()).items[3]).toEqual({ key: 'open', done: true });
    expect((await call('/Owner/Checklist')).status).toBe(401);
  });

  it('answers an e-mail that has a studio account as any other, and mails its person a note instead of a link', async () => {
    const fresh = await start(valid('note-shop', 'someone.new@example.com'));
    const existing = await start(valid('note-shop-2', 'owner@webx.example'));
    // The same status and the same shape: the form cannot tell whether the e-mail has an account (decision 101).
    expect([fresh.status, existing.status]).toEqual([200, 200]);
    expect(Object.keys(existing.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(existing.body.data).toEqual({ email: 'owner@webx.example', expiresInMinutes: 1440 });
    // Nothing kept without the account's password (decision 96): the address stays free, and the mail says why.
    expect(await db().select().from(storeSignups).where(eq(storeSignups.name, 'note-shop-2'))).toEqual([]);
    expect(await check('note-shop-2')).toMatchObject({ status: 'available' });
    const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')).orderBy(desc(jobs.id));
    const note = rows.map((row) => row.payload as Any).find((payload) => payload.to === 'owner@webx.example');
    expect(note).toMatchObject({ kind: 'store-signup-existing', text: expect.stringContaining('#open-a-store') });
    expect(note.text).not.toMatch(/#verify-signup/);
  });

  it('sweeps sign-ups whose link expired, and keeps live ones', async () => {
    await start(valid('sweep-live'));
    await db()
      .insert(storeSignups)
      .values({
        name: 'sweep-old',
        email: 'old@sweep.example',
        passwordHash: 'x',
        fields: { currency: 'EUR', country: 'DE', theme: 'midnight', sampleProducts: false },
        tokenHash: 'sweep-old-token-hash',
        expiresAt: new Date(Date.now() - 1000),
      });
    const invitation = (email: string, expiresAt: Date) => ({ email, tokenHash: `hash-of-${email}`, expiresAt });
    await db()
      .insert(signupInvitations)
      .values([
        invitation('gone@sweep.example', new Date(Date.now() - 1000)),
        invitation('kept@sweep.example', new Date(Date.now() + 60_000)),
      ]);
    expect(await sweepExpiredSignups(db(), new Date())).toBeGreaterThanOrEqual(1);
    const names = (await db().select({ name: storeSignups.name }).from(storeSignups)).map((row) => row.name);
    expect(names).toContain('sweep-live');
    expect(names).not.toContain('sweep-old');
    const invited = (await db().select({ email: signupInvitations.email }).from(signupInvitations)).map((row) => row.email);
    expect(invited).toContain('kept@sweep.example');
    expect(invited).not.toContain('gone@sweep.example');
  });

  it('makes one store of two clicks on one link', async () => {
    await start(valid('double-click'));
    const token = await mailedToken('anna@double-click.example');
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'double-click'))).toHaveLength(1);
  });

  it('lets one of two merchants racing for one address have it, and tells the other', async () => {
    const before = await countOf(jobs);
    const answers = await Promise.all([start(valid('race-corner', 'one@race.example')), start(valid('race-corner', 'two@race.example'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.data.errors).toEqual([{ field: 'name', message: 'The address "race-corner" is taken: choose another' }]);
    expect(await db().select().from(storeSignups).where(eq(storeSignups.name, 'race-corner'))).toHaveLength(1);
    expect((await countOf(jobs)) - before).toBe(1);
  });

  it('tells a merchant whose address another store took meanwhile', async () => {
    await start(valid('taken-meanwhile'));
    const token = await mailedToken('anna@taken-meanwhile.example');
    const operator = await createStore({ db: db(), platformDomain: 'localhost' }, { ...valid('taken-meanwhile', 'op@example.com') });
    expect(operator.ok).toBe(true);
    const answer = await verify(token);
    expect(answer.status).toBe(409);
    expect(answer.body.data.errors).toEqual([{ field: 'name', message: expect.stringMatching(/taken/) }]);
  });

  it('sends a new link to the same merchant asking again, and only the newest works', async () => {
    await start(valid('lost-mail'));
    const first = await mailedToken('anna@lost-mail.example');
    expect((await start(valid('lost-mail'))).status).toBe(200);
    const second = await mailedToken('anna@lost-mail.example');
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(410);
    expect((await verify(second)).status).toBe(200);
  });

  it('expires its link after a day, and the address is free again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    await start(valid('slow-reader'));
    const token = await mailedToken('anna@slow-reader.example');
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    const late = await verify(token);
    expect(late.status).toBe(410);
    expect(await check('slow-reader')).toMatchObject({ status: 'available' });
    expect((await start(valid('slow-reader', 'bo@slow-reader.example'))).status).toBe(200);
    expect(await db().select({ email: storeSignups.email }).from(storeSignups).where(eq(storeSignups.name, 'slow-reader'))).toEqual([
      { email: 'bo@slow-reader.example' },
    ]);
  });

  it('is limited per e-mail across addresses and client addresses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await start(valid(`flood-${i}`, 'flood@example.com'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const pending = await db()
      .select({ value: count() })
      .from(storeSignups)
      .where(and(eq(storeSignups.email, 'flood@example.com')));
    expect(Number(pending[0]!.value)).toBe(5);
  });

  it('is limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await start(valid(`burst-${i}`, `b${i}@example.com`), '203.0.113.9')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('without an operator token', () => {
  it('has no operator API', async () => {
    expect((await call('/Operator/Stores')).status).toBe(404);
    expect((await call('/Operator/Stores', { headers: { authorization: 'Bearer anything-at-all-anything-at-all' } })).status).toBe(404);
  });
});
