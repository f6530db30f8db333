import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsTowardAccount,
  lockoutVerdict,
  oneAddressCannotLockAccount,
  SIGN_IN_LOCKOUT,
  type LockoutLimits,
} from '../../../src/domain/identity/sign-in-lockout';

/** One window of one account, counted as the server counts it (account-lockout.service.ts). */
class AccountWindow {
  private readonly failuresFrom = new Map<string, number>();
  private accountFailures = 0;
  passwordChecks = new Map<string, number>();

  constructor(
    private readonly limits: LockoutLimits,
    private readonly known: ReadonlySet<string>,
  ) {}

  verdict(address: string) {
    return lockoutVerdict(
      {
        addressFailures: this.failuresFrom.get(address) ?? 0,
        accountFailures: this.accountFailures,
        knownAddress: this.known.has(address),
      },
      this.limits,
    );
  }

  /** A wrong password from `address`: checked and counted only when the lockout lets it through. */
  guess(address: string): void {
    if (this.verdict(address) !== 'open') return;
    this.passwordChecks.set(address, (this.passwordChecks.get(address) ?? 0) + 1);
    const failures = (this.failuresFrom.get(address) ?? 0) + 1;
    this.failuresFrom.set(address, failures);
    if (countsTowardAccount(failures, this.limits)) this.accountFailures += 1;
  }
}

const limits = fc
  .record({
    windowMs: fc.constant(600_000),
    maxFailuresPerAddress: fc.integer({ min: 1, max: 20 }),
    maxFailuresPerAccount: fc.integer({ min: 2, max: 40 }),
    shareOfOneAddress: fc.integer({ min: 1, max: 20 }),
    knownAddressMs: fc.constant(86_400_000),
  })
  .filter(oneAddressCannotLockAccount);
const address = fc.integer({ min: 1, max: 30 }).map((n) => `10.0.0.${n}`);

describe('the sign-in lockout', () => {
  it('has limits where one address cannot lock the account', () => {
    expect(oneAddressCannotLockAccount(SIGN_IN_LOCKOUT)).toBe(true);
  });

  it('an attacker from one address never makes the account refuse another address, known or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(limits, fc.constant(SIGN_IN_LOCKOUT)),
        address,
        address,
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (l, attacker, owner, guesses, known) => {
          fc.pre(attacker !== owner);
          const window = new AccountWindow(l, new Set(known ? [owner] : []));
          for (let i = 0; i < guesses; i += 1) window.guess(attacker);
          expect(window.verdict(owner)).toBe('open');
        },
      ),
    );
  });

  it('attackers from any number of addresses never make the account refuse a known address', () => {
    fc.assert(
      fc.property(fc.oneof(limits, fc.constant(SIGN_IN_LOCKOUT)), address, fc.array(address, { maxLength: 300 }), (l, home, attackers) => {
        const window = new AccountWindow(l, new Set([home]));
        for (const attacker of attackers.filter((a) => a !== home)) window.guess(attacker);
        expect(window.verdict(home)).toBe('open');
      }),
    );
  });

  it('one address gets at most its limit of password checks in a window, and the account at most its limit from unknown addresses plus one share each', () => {
    fc.assert(
      fc.property(fc.oneof(limits, fc.constant(SIGN_IN_LOCKOUT)), fc.array(address, { maxLength: 400 }), (l, attackers) => {
        const window = new AccountWindow(l, new Set());
        for (const attacker of attackers) window.guess(attacker);
        const checks = [...window.passwordChecks.values()];
        for (const count of checks) expect(count).toBeLessThanOrEqual(l.maxFailuresPerAddress);
        // Once the account's count is full every address is refused; before, each address added at most its share.
        const beyondShare = checks.reduce((sum, count) => sum + Math.max(0, count - l.shareOfOneAddress), 0);
        expect(checks.reduce((sum, count) => sum + count, 0) - beyondShare).toBeLessThanOrEqual(l.maxFailuresPerAccount);
      }),
    );
  });
});
