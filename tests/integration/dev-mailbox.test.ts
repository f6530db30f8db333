/**
 * The development mailbox under `npm start` (production, embedded store API): with no
 * SMTP_URL the README's password-reset path works from this machine's browser (localhost,
 * <store>.localhost, 127.0.0.1), while any other Host, a proxied request or another machine gets
 * 404; with SMTP_URL set mail really goes out and there is no mailbox at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCalls } from './support/identity-calls';
import { jobsSettled } from './support/queued-jobs';
import { startTestStoreApi, type TestStoreApi } from './support/test-server';

const production = {} as TestStoreApi;
beforeAll(async () => {
  Object.assign(production, await startTestStoreApi({}, { production: true }));
});
afterAll(async () => {
  await production.host?.close();
});

const mailbox = (server: TestStoreApi, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  server.host.app.inject({ method: 'GET', url: '/dev/mailbox', headers, remoteAddress });

describe('production with the embedded store API and no SMTP_URL', () => {
  it("serves the mailbox with the reset link to this machine's own browser", async () => {
    const { call, guest, newCustomer } = identityCalls(production);
    const customer = await newCustomer('aurora');
    await call('/Account/ForgotPassword', { token: (await guest('aurora')).accessToken, body: { Email: customer.email } });
    await jobsSettled(production.host.database!.db);
    for (const host of ['aurora.localhost:3000', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const answer = await mailbox(production, { host });
      expect(answer.statusCode, host).toBe(200);
      expect(answer.body, host).toContain(customer.email);
      expect(answer.body, host).toMatch(/<a href="http:\/\/aurora\.localhost(:\d+)?\/resetpassword\?token=/);
    }
    expect((await mailbox(production, { host: 'localhost:3000' }, '::1')).statusCode).toBe(200);
  });

  it('answers 404 on a public host, through a proxy, and to another machine naming localhost', async () => {
    for (const host of ['shop.example.com', 'aurora.example.com:3000', 'localhost.example.com', '203.0.113.7:3000']) {
      const answer = await mailbox(production, { host });
      expect(answer.statusCode, host).toBe(404);
      expect(answer.body, host).not.toContain('Development mailbox');
    }
    expect((await mailbox(production, { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await mailbox(production, { host: 'localhost:3000', forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    expect((await mailbox(production, { host: 'localhost:3000' }, '192.0.2.10')).statusCode).toBe(404);
  });
});

describe('production with SMTP_URL', () => {
  it('has no mailbox, even on localhost', async () => {
    const withSmtp = await startTestStoreApi({}, { production: true, smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      expect((await mailbox(withSmtp, { host: 'localhost:3000' })).statusCode).toBe(404);
    } finally {
      await withSmtp.host.close();
    }
  });
});
