/**
 * A customer has one live password-reset link (decision 69): a newer request voids the older links,
 * and a reset or a password change voids every link sent before it. The refusal names the Token
 * field with a sentence the reset page shows as it is.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

const server = startStoreApiForFile();
const { call, guest, signIn, newCustomer } = identityCalls(server);

/** Asks for a reset link for `email`; its token, read from the mail. */
async function requestLink(email: string): Promise<string> {
  const visitor = await guest('aurora');
  expect((await call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: email } })).status).toBe(200);
  await jobsSettled(server.host.database!.db);
  const mails = await server.host.database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
  return new URL(/https?:\/\/\S+/u.exec(mails.at(-1)!.text)![0]).searchParams.get('token')!;
}

async function reset(token: string, password: string) {
  const visitor = await guest('aurora');
  return call('/Account/ResetPassword', { token: visitor.accessToken, body: { Token: token, Password: password } });
}

describe('password-reset links', () => {
  it('after two requests only the latest link works', async () => {
    const customer = await newCustomer('aurora');
    const first = await requestLink(customer.email);
    const second = await requestLink(customer.email);
    const refused = await reset(first, 'Brass-Lantern-19');
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['Token']);
    expect(refused.body.message).toBe('A newer reset link was sent to you: use the link in the latest email');
    expect((await signIn('aurora', customer.email, customer.password)).status).toBe(200);
    expect((await reset(second, 'Copper-Kettle-20')).status).toBe(200);
    expect((await signIn('aurora', customer.email, 'Copper-Kettle-20')).status).toBe(200);
  });

  it('a link sent before a password change no longer works', async () => {
    const customer = await newCustomer('aurora');
    const link = await requestLink(customer.email);
    const changed = await call('/Account/ChangePassword', {
      token: customer.accessToken,
      body: { CurrentPassword: customer.password, NewPassword: 'Quiet-Meadow-77' },
    });
    expect(changed.status).toBe(200);
    const refused = await reset(link, 'Brass-Lantern-19');
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['Token']);
    expect(refused.body.message).toBe(
      'This reset link has expired, was already used, or your password was changed since it was sent: ask for a new one',
    );
    expect((await signIn('aurora', customer.email, 'Quiet-Meadow-77')).status).toBe(200);
  });

  it('a link sent before a successful reset no longer works, and a link asked for after it does', async () => {
    const customer = await newCustomer('aurora');
    const older = await requestLink(customer.email);
    const used = await requestLink(customer.email);
    expect((await reset(used, 'Copper-Kettle-20')).status).toBe(200);
    const refused = await reset(older, 'Brass-Lantern-19');
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['Token']);
    expect((await signIn('aurora', customer.email, 'Copper-Kettle-20')).status).toBe(200);
    expect((await reset(await requestLink(customer.email), 'Silver-Spoon-21')).status).toBe(200);
    expect((await signIn('aurora', customer.email, 'Silver-Spoon-21')).status).toBe(200);
  });

  it('two links asked for at once leave exactly one that works', async () => {
    const customer = await newCustomer('aurora');
    const visitor = await guest('aurora');
    await Promise.all(
      [1, 2, 3].map(() => call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: customer.email } })),
    );
    await jobsSettled(server.host.database!.db);
    const mails = await server.host.database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const tokens = mails.map((mail) => new URL(/https?:\/\/\S+/u.exec(mail.text)![0]).searchParams.get('token')!);
    expect(tokens).toHaveLength(3);
    const statuses = await Promise.all(tokens.map((token, index) => reset(token, `Brass-Lantern-${index + 30}`)));
    expect(statuses.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });
});
