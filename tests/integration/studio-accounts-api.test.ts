/**
 * Studio accounts' own calls (decision 96), on both databases: change password (other sessions end),
 * reset by a mailed link (one use, the same answer for any e-mail, a few mails a person an hour), and
 * two-factor sign-in (set-up, the code step, replayed codes, recovery codes used once, turning it off).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, studioAccounts, studioPasswordResets } from '../../server/store-api/db/schema';
import { createStore } from '../../server/store-api/stores/create-store';
import { totpCodeAt } from '../../server/store-api/identity/studio-totp';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { jobsSettled } from './support/queued-jobs';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const PASSWORD = 'Harbour-Lantern-77';
let opened = 0;

/** A new store with a new person as its owner. */
async function newOwner(): Promise<{ email: string; store: string }> {
  const name = `acct-${++opened}-${Date.now().toString(36)}`;
  const email = `pat@${name}.example`;
  const result = await createStore(
    { db: db(), platformDomain: 'localhost' },
    { name, email, password: PASSWORD, currency: 'EUR', country: 'DE', theme: 'midnight' },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { email, store: name };
}
const signIn = (email: string, password = PASSWORD) => call('/Owner/SignIn', { body: { Email: email, Password: password } });
async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const answer = await signIn(email, password);
  expect(answer.status).toBe(200);
  return answer.body.data.ownerToken as string;
}
const me = (token: string) => call('/Owner/Me', { token });

async function resetMails(email: string) {
  await jobsSettled(db());
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'studio-password-reset')))
    .orderBy(mailOutbox.id);
}
async function requestLink(email: string): Promise<URL> {
  const answer = await call('/Owner/ForgotPassword', { body: { Email: email } });
  expect(answer.status).toBe(200);
  const mails = await resetMails(email);
  return new URL(/https?:\/\/\S+/u.exec(mails.at(-1)!.text)![0]);
}

describe('changing the password', () => {
  it('needs the current password and a strong new one, then ends the other sessions and keeps this one', async () => {
    const { email } = await newOwner();
    const here = await tokenOf(email);
    const elsewhere = await tokenOf(email);
    const wrong = await call('/Owner/ChangePassword', { token: here, body: { CurrentPassword: 'nope', NewPassword: 'Quiet-Meadow-77' } });
    expect([wrong.status, fieldsOf(wrong)]).toEqual([422, ['CurrentPassword']]);
    const weak = await call('/Owner/ChangePassword', { token: here, body: { CurrentPassword: PASSWORD, NewPassword: 'password1' } });
    expect([weak.status, fieldsOf(weak)]).toEqual([400, ['NewPassword']]);
    expect((await me(elsewhere)).status).toBe(200);

    const changed = await call('/Owner/ChangePassword', {
      token: here,
      body: { CurrentPassword: PASSWORD, NewPassword: 'Quiet-Meadow-77' },
    });
    expect(changed.status).toBe(200);
    expect((await me(changed.body.data.ownerToken)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'Quiet-Meadow-77')).status).toBe(200);
  });

  it('is an owner call: no token, or a customer token, is a 401', async () => {
    expect((await call('/Owner/ChangePassword', { body: { CurrentPassword: 'a', NewPassword: 'b' } })).status).toBe(401);
    const { body } = await call('/Web/GetWebInfo?Domain=aurora');
    expect((await call('/Owner/Account', { token: body.data.tokens.accessToken })).status).toBe(401);
  });
});

describe('resetting a forgotten password', () => {
  it('answers the same for any e-mail, mails a studio link that works once, and ends every session', async () => {
    const { email } = await newOwner();
    const session = await tokenOf(email);
    const unknown = await call('/Owner/ForgotPassword', { body: { Email: 'nobody-here@nowhere.example' } });
    const known = await call('/Owner/ForgotPassword', { body: { Email: email.toUpperCase() } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const link = new URL(/https?:\/\/\S+/u.exec((await resetMails(email)).at(-1)!.text)![0]);
    expect(link.hostname).toMatch(/^studio\./);
    const token = link.searchParams.get('reset')!;

    // A refused password does not use the link up.
    const weak = await call('/Owner/ResetPassword', { body: { Token: token, NewPassword: 'password1' } });
    expect([weak.status, fieldsOf(weak)]).toEqual([400, ['NewPassword']]);
    expect((await call('/Owner/ResetPassword', { body: { Token: token, NewPassword: 'Copper-Kettle-20' } })).status).toBe(200);
    const again = await call('/Owner/ResetPassword', { body: { Token: token, NewPassword: 'Copper-Kettle-21' } });
    expect([again.status, fieldsOf(again)]).toEqual([422, ['Token']]);
    expect((await me(session)).status).toBe(401);
    expect((await signIn(email, 'Copper-Kettle-20')).status).toBe(200);
  });

  it('works only with the newest link, and not after the hour', async () => {
    const { email } = await newOwner();
    const first = (await requestLink(email)).searchParams.get('reset')!;
    const second = (await requestLink(email)).searchParams.get('reset')!;
    expect((await call('/Owner/ResetPassword', { body: { Token: first, NewPassword: 'Copper-Kettle-20' } })).status).toBe(422);
    // An hour later (the expiry's own clock is covered by unit tests): the row's end moved into the past.
    const [account] = await db().select().from(studioAccounts).where(eq(studioAccounts.email, email));
    await db()
      .update(studioPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(studioPasswordResets.accountId, account!.id));
    expect((await call('/Owner/ResetPassword', { body: { Token: second, NewPassword: 'Copper-Kettle-20' } })).status).toBe(422);
    expect((await signIn(email)).status).toBe(200);
  });

  it('sends a person at most three links an hour, answering the same past it', async () => {
    const { email } = await newOwner();
    for (let i = 0; i < 4; i++) expect((await call('/Owner/ForgotPassword', { body: { Email: email } })).status).toBe(200);
    expect(await resetMails(email)).toHaveLength(3);
  });

  it('limits one address to five requests in fifteen minutes', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i++)
      expect((await call('/Owner/ForgotPassword', { address, body: { Email: `someone-${i}@nowhere.example` } })).status).toBe(200);
    expect((await call('/Owner/ForgotPassword', { address, body: { Email: 'someone-6@nowhere.example' } })).status).toBe(429);
  });
});

describe('two-factor sign-in', () => {
  async function turnOn(email: string): Promise<{ token: string; secret: string; codes: string[] }> {
    const token = await tokenOf(email);
    const refused = await call('/Owner/SetUpTwoFactor', { token, body: { Password: 'wrong' } });
    expect([refused.status, fieldsOf(refused)]).toEqual([422, ['Password']]);
    const setup = await call('/Owner/SetUpTwoFactor', { token, body: { Password: PASSWORD } });
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = setup.body.data as Any;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Webx%20Studio:/u);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/u);
    const plain = (secret as string).replaceAll(' ', '');
    // Still off until the first code confirms it.
    expect((await signIn(email)).body.data.ownerToken).toBeTruthy();
    const wrong = await call('/Owner/ConfirmTwoFactor', { token, body: { Code: '000000' } });
    expect([wrong.status, fieldsOf(wrong)]).toEqual([401, ['Code']]);
    const confirmed = await call('/Owner/ConfirmTwoFactor', { token, body: { Code: totpCodeAt(plain, Date.now()) } });
    expect(confirmed.status).toBe(200);
    return { token, secret: plain, codes: confirmed.body.data.recoveryCodes };
  }

  it('asks for the code after the password; a code and a recovery code each sign in once', async () => {
    const { email } = await newOwner();
    const { token, secret, codes } = await turnOn(email);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('/Owner/Account', { token })).body.data).toEqual({ email, twoFactor: true, recoveryCodesLeft: 10 });

    const first = await signIn(email);
    expect(first.body.data.ownerToken).toBeUndefined();
    const { challenge } = first.body.data.twoFactor;
    // The step after the one that confirmed the set-up (that one is used).
    const code = totpCodeAt(secret, Date.now() + 30_000);
    const signedIn = await call('/Owner/SignInCode', { body: { Challenge: challenge, Code: code } });
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.data.ownerToken)).status).toBe(200);
    const replayed = await call('/Owner/SignInCode', { body: { Challenge: challenge, Code: code } });
    expect([replayed.status, fieldsOf(replayed)]).toEqual([401, ['Code']]);

    const recovery = codes[3]!.toUpperCase().replace('-', ' ');
    const withRecovery = await call('/Owner/SignInCode', { body: { Challenge: challenge, RecoveryCode: recovery } });
    expect(withRecovery.status).toBe(200);
    const reused = await call('/Owner/SignInCode', { body: { Challenge: challenge, RecoveryCode: codes[3] } });
    expect([reused.status, fieldsOf(reused)]).toEqual([401, ['RecoveryCode']]);
    expect((await call('/Owner/Account', { token })).body.data.recoveryCodesLeft).toBe(9);

    const forged = await call('/Owner/SignInCode', { body: { Challenge: `${challenge}x`, Code: '123456' } });
    expect([forged.status, fieldsOf(forged)]).toEqual([401, ['Challenge']]);
    const both = await call('/Owner/SignInCode', { body: { Challenge: challenge } });
    expect([both.status, fieldsOf(both)]).toEqual([400, ['Code']]);
  });

  it('keeps the secret sealed, makes new recovery codes and turns off only with the password', async () => {
    const { email } = await newOwner();
    const { token, secret, codes } = await turnOn(email);
    const [row] = await db().select().from(studioAccounts).where(eq(studioAccounts.email, email));
    expect(row!.totpSecret).not.toContain(secret);

    const renewed = await call('/Owner/NewRecoveryCodes', { token, body: { Password: PASSWORD } });
    expect(renewed.status).toBe(200);
    const { challenge } = (await signIn(email)).body.data.twoFactor;
    expect((await call('/Owner/SignInCode', { body: { Challenge: challenge, RecoveryCode: codes[0] } })).status).toBe(401);
    expect(
      (await call('/Owner/SignInCode', { body: { Challenge: challenge, RecoveryCode: renewed.body.data.recoveryCodes[0] } })).status,
    ).toBe(200);

    expect((await call('/Owner/TurnOffTwoFactor', { token, body: { Password: 'wrong' } })).status).toBe(422);
    expect((await call('/Owner/TurnOffTwoFactor', { token, body: { Password: PASSWORD } })).status).toBe(200);
    expect((await signIn(email)).body.data.ownerToken).toBeTruthy();
    expect((await call('/Owner/Account', { token })).body.data).toEqual({ email, twoFactor: false, recoveryCodesLeft: 0 });
  });

  it('a reset leaves two-factor on, and voids a challenge given before it', async () => {
    const { email } = await newOwner();
    const { secret } = await turnOn(email);
    const { challenge } = (await signIn(email)).body.data.twoFactor;
    const token = (await requestLink(email)).searchParams.get('reset')!;
    expect((await call('/Owner/ResetPassword', { body: { Token: token, NewPassword: 'Copper-Kettle-20' } })).status).toBe(200);
    const stale = await call('/Owner/SignInCode', { body: { Challenge: challenge, Code: totpCodeAt(secret, Date.now() + 30_000) } });
    expect(stale.status).toBe(401);
    expect((await signIn(email, 'Copper-Kettle-20')).body.data.twoFactor).toBeTruthy();
  });
});
