/**
 * Customer accounts over raw HTTP (PGlite, or PostgreSQL with TEST_DATABASE_URL): sign-up rules and
 * bad input, sign-in without revealing whether an email exists, refresh-token rotation with reuse
 * detection, sign-out, change password ending the other sessions, rate limits with Retry-After, and
 * password reset tokens that work once and expire.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

const server = startStoreApiForFile();
const { call, guest, signIn, newCustomer } = identityCalls(server);
const refresh = (refreshToken: string) => call('/Auth/refresh', { body: { refreshToken } });
const profile = (token: string) => call('/Account/GetProfile', { token });

describe('sign-up', () => {
  it('creates an active individual customer who is signed in at once', async () => {
    const created = await newCustomer('aurora');
    expect(created.user).toMatchObject({ email: created.email, firstName: 'Pat', customerType: 1, status: 3, wishlistCount: 0 });
    const me = await profile(created.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data.customerID).toBe(created.user.customerID);
  });

  it.each([
    ['a malformed email', { Email: 'not-an-email', Password: 'Linen-Harbour-42', FirstName: 'A' }, 'Email'],
    ['an over-long name', { Email: 'long@example.com', Password: 'Linen-Harbour-42', FirstName: 'x'.repeat(81) }, 'FirstName'],
    ['a missing name', { Email: 'noname@example.com', Password: 'Linen-Harbour-42' }, 'FirstName'],
    ['a number for a name', { Email: 'num@example.com', Password: 'Linen-Harbour-42', FirstName: 42 }, 'FirstName'],
    ['a short password', { Email: 'short@example.com', Password: 'a1!', FirstName: 'A' }, 'Password'],
    ['a common password', { Email: 'common@example.com', Password: 'Password123!', FirstName: 'A' }, 'Password'],
    ['a missing email where the store needs one', { Password: 'Linen-Harbour-42', FirstName: 'A' }, 'Email'],
    [
      'a business account without a company',
      { Email: 'biz@example.com', Password: 'Linen-Harbour-42', FirstName: 'A', CustomerType: 2 },
      'CompanyName',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const visitor = await guest('aurora');
    const answer = await call('/Account/SignUp', { token: visitor.accessToken, body });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toContain(field);
  });

  it('refuses an email already registered in the store, but not in another store', async () => {
    const visitor = await guest('aurora');
    const again = await call('/Account/SignUp', {
      token: visitor.accessToken,
      body: { Email: 'demo@aurora.example', Password: 'Linen-Harbour-42', FirstName: 'A' },
    });
    expect(again.status).toBe(409);
    expect(fieldsOf(again)).toEqual(['Email']);
    const nordic = await guest('nordic');
    const elsewhere = await call('/Account/SignUp', {
      token: nordic.accessToken,
      body: { Email: 'demo@aurora.example', Phone: '+46 8 555 0100', Password: 'Linen-Harbour-42', FirstName: 'A' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('keeps a reseller waiting for approval: no tokens, and sign-in says why', async () => {
    const visitor = await guest('aurora');
    const body = { Email: 'reseller@example.com', Password: 'Linen-Harbour-42', FirstName: 'R', CompanyName: 'R & Co', CustomerType: 3 };
    const answer = await call('/Account/SignUp', { token: visitor.accessToken, body });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ tokens: null, user: { status: 2, customerType: 3 } });
    const attempt = await signIn('aurora', 'reseller@example.com', 'Linen-Harbour-42');
    expect(attempt.status).toBe(403);
    expect(attempt.body.message).toMatch(/approve/);
  });
});

describe('sign-in', () => {
  it('signs the demo customer in with a token naming the customer', async () => {
    const answer = await signIn('aurora', 'demo@aurora.example', 'Shopper-2026');
    expect(answer.status).toBe(200);
    const payload = JSON.parse(Buffer.from(answer.body.data.tokens.accessToken.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ UserID: answer.body.data.user.customerID, WebID: (await guest('aurora')).webID });
    expect(typeof payload.exp).toBe('number');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await signIn('aurora', 'demo@aurora.example', 'not-the-password');
    const unknown = await signIn('aurora', 'nobody@aurora.example', 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);
    expect(fieldsOf(wrong)).toEqual(['Password']);
  });

  it('limits attempts per address and login: 429 with Retry-After and a message saying when', async () => {
    const address = '192.0.2.77';
    const customer = await newCustomer('aurora');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn('aurora', customer.email, `wrong-${i}`, address)).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    const limited = await signIn('aurora', customer.email, customer.password, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/try again in \d+ (seconds|minutes)/);
    // The address is not shut out of other accounts (a household or an office shares one), and one
    // address cannot shut the account's owner out elsewhere (sign-in-lockout.test.ts).
    const other = await newCustomer('aurora');
    expect((await signIn('aurora', other.email, other.password, address)).status).toBe(200);
    expect((await signIn('aurora', customer.email, customer.password)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing an old one revokes the whole session', async () => {
    const first = await newCustomer('aurora');
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(second.body.data.refreshToken);
    expect(third.status).toBe(200);
    expect((await profile(third.body.data.accessToken)).status).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    // The family is gone: the newest refresh token and its access token stop working too.
    expect((await refresh(third.body.data.refreshToken)).status).toBe(401);
    expect((await profile(third.body.data.accessToken)).status).toBe(401);
  });

  it('lets only one of two racing refreshes with the same token win', async () => {
    const customer = await newCustomer('aurora');
    const answers = await Promise.all([refresh(customer.refreshToken), refresh(customer.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('keep a guest a guest of the same store', async () => {
    const visitor = await guest('nordic');
    const answer = await refresh(visitor.refreshToken);
    expect(answer.status).toBe(200);
    const payload = JSON.parse(Buffer.from(answer.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ UserID: '0', WebID: visitor.webID });
  });
});

describe('sign-out and change password', () => {
  it('sign-out ends the session on the server and answers a guest pair', async () => {
    const customer = await newCustomer('aurora');
    const out = await call('/Account/SignOut', { token: customer.accessToken, body: { refreshToken: customer.refreshToken } });
    expect(out.status).toBe(200);
    expect(out.body.data.tokens.accessToken).toBeTruthy();
    expect((await profile(customer.accessToken)).status).toBe(401);
    expect((await refresh(customer.refreshToken)).status).toBe(401);
  });

  it('lets a shopper whose session ended sign in again with the old token, which still opens nothing', async () => {
    const customer = await newCustomer('aurora');
    await call('/Account/SignOut', { token: customer.accessToken, body: { refreshToken: customer.refreshToken } });
    const again = await call('/Account/SignIn', {
      token: customer.accessToken,
      body: { Login: customer.email, Password: customer.password },
    });
    expect(again.status).toBe(200);
    expect((await profile(again.body.data.tokens.accessToken)).status).toBe(200);
    expect((await profile(customer.accessToken)).status).toBe(401);
  });

  it('change password needs the current one and ends the other sessions only', async () => {
    const customer = await newCustomer('aurora');
    const other = (await signIn('aurora', customer.email, customer.password)).body.data.tokens;
    const wrong = await call('/Account/ChangePassword', {
      token: customer.accessToken,
      body: { CurrentPassword: 'nope-nope-nope', NewPassword: 'Quiet-Meadow-77' },
    });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toEqual(['CurrentPassword']);
    const weak = await call('/Account/ChangePassword', {
      token: customer.accessToken,
      body: { CurrentPassword: customer.password, NewPassword: 'qwerty123' },
    });
    expect(fieldsOf(weak)).toEqual(['NewPassword']);
    const changed = await call('/Account/ChangePassword', {
      token: customer.accessToken,
      body: { CurrentPassword: customer.password, NewPassword: 'Quiet-Meadow-77' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(customer.accessToken)).status).toBe(200);
    expect((await profile(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await signIn('aurora', customer.email, customer.password)).status).toBe(422);
    expect((await signIn('aurora', customer.email, 'Quiet-Meadow-77')).status).toBe(200);
  });

  it('a guest token cannot reach the account', async () => {
    const visitor = await guest('aurora');
    expect((await profile(visitor.accessToken)).status).toBe(403);
    expect((await profile('garbage')).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const visitor = await guest('aurora');
    const answer = await call('/Account/ForgotPassword', {
      token: visitor.accessToken,
      body: { Email: email },
      headers: { origin: 'http://aurora.localhost:3000' },
    });
    return { answer, token: visitor.accessToken };
  }
  async function latestLink(email: string): Promise<string> {
    const db = server.host.database!.db;
    await jobsSettled(db);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
    const match = /https?:\/\/\S+/u.exec(mail!.text);
    return match![0];
  }

  it('mails a link that works once, then signs in with the new password', async () => {
    const customer = await newCustomer('aurora');
    const { answer, token } = await requestReset(customer.email);
    expect(answer.status).toBe(200);
    const link = new URL(await latestLink(customer.email));
    expect(link.origin).toBe('http://aurora.localhost:3000');
    expect(link.pathname).toBe('/resetpassword');
    const resetToken = link.searchParams.get('token')!;
    const reset = await call('/Account/ResetPassword', { token, body: { Token: resetToken, Password: 'Brass-Lantern-19' } });
    expect(reset.status).toBe(200);
    // Every session ended.
    expect((await profile(customer.accessToken)).status).toBe(401);
    expect((await signIn('aurora', customer.email, 'Brass-Lantern-19')).status).toBe(200);
    const again = await call('/Account/ResetPassword', { token, body: { Token: resetToken, Password: 'Other-Lantern-20' } });
    expect(again.status).toBe(422);
    expect(fieldsOf(again)).toEqual(['Token']);
  });

  it('refuses an expired link', async () => {
    const customer = await newCustomer('aurora');
    const { token } = await requestReset(customer.email);
    const link = new URL(await latestLink(customer.email));
    await server.host.database!.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const reset = await call('/Account/ResetPassword', {
      token,
      body: { Token: link.searchParams.get('token')!, Password: 'Brass-Lantern-19' },
    });
    expect(reset.status).toBe(422);
    expect((await signIn('aurora', customer.email, customer.password)).status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await requestReset('demo@aurora.example');
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.answer.body).toEqual(known.answer.body);
    const db = server.host.database!.db;
    await jobsSettled(db);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.com'))).toHaveLength(0);
  });

  it('never points the link at a foreign origin', async () => {
    const customer = await newCustomer('aurora');
    const visitor = await guest('aurora');
    await call('/Account/ForgotPassword', {
      token: visitor.accessToken,
      body: { Email: customer.email },
      headers: { origin: 'https://evil.example' },
    });
    expect(new URL(await latestLink(customer.email)).hostname).toBe('aurora.localhost');
  });

  it('limits reset requests for one email from one address', async () => {
    const address = '192.0.2.99';
    const visitor = await guest('aurora');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: 'demo@aurora.example' }, address })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

it('serves the development mailbox with the messages and their links', async () => {
  const customer = await newCustomer('aurora');
  const visitor = await guest('aurora');
  await call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: customer.email } });
  await jobsSettled(server.host.database!.db);
  const page = await fetch(`${server.origin}/dev/mailbox`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(customer.email);
  expect(html).toMatch(/<a href="http:\/\/aurora\.localhost(:\d+)?\/resetpassword\?token=/);
});
