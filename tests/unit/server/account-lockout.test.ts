import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { MemoryAttemptStore } from '../../../server/store-api/platform/attempt-store';
import { AccountLockout, accountKey, customerAccountKey } from '../../../server/store-api/identity/account-lockout.service';
import { SIGN_IN_LOCKOUT } from '../../../src/domain/identity/sign-in-lockout';

const requestFrom = (ip: string) => {
  const warn = vi.fn();
  return { request: { ip, log: { warn } } as unknown as FastifyRequest, warn };
};

describe('AccountLockout', () => {
  it('logs once when one address is locked out of an account, naming the store and the customer by id, never the login', async () => {
    const lockout = new AccountLockout(new MemoryAttemptStore());
    const { request, warn } = requestFrom('203.0.113.7');
    const account = customerAccountKey(4, 77);
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailuresPerAddress + 3; i += 1) await lockout.failed(request, account);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ store: '4', account: 'customer 77', address: '203.0.113.7', lock: 'address-locked' });
  });

  it('logs when failures from several addresses lock the account, with a digest for a login that names no one', async () => {
    const lockout = new AccountLockout(new MemoryAttemptStore());
    const account = accountKey('customer', 4, 'Someone@Example.com');
    const warns: unknown[] = [];
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailuresPerAccount; i += 1) {
      const { request, warn } = requestFrom(`198.51.100.${i}`);
      await lockout.failed(request, account);
      warns.push(...warn.mock.calls.map((call) => call[0]));
    }
    expect(warns).toHaveLength(1);
    expect(warns[0]).toMatchObject({ store: '4', lock: 'account-locked' });
    expect(JSON.stringify(warns[0])).not.toMatch(/someone|example/i);
    expect((warns[0] as { account: string }).account).toMatch(/^login [0-9a-f]{16}$/);
  });
});
