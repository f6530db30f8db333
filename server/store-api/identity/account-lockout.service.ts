/**
 * The per-account sign-in lockout, on top of the per-address rate limit (auth-rate-limits.ts), by the
 * rule of src/domain/identity/sign-in-lockout.ts (decision 69): failures are counted per account and
 * address, and per account with each address adding at most its share, so one address that keeps
 * failing is locked out of that account while the lock on every address needs many addresses. An
 * address that signed in to the account before (kept for months) passes the account-wide lock; a
 * success, or a password reset, clears the account's failures and those of the address it came from.
 * A locked sign-in is refused, right password or wrong, with 429 and Retry-After to its window's end.
 *
 * Counting is in an AttemptStore, the port a fleet backs with its shared PostgreSQL, so every instance
 * counts together.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptCount, AttemptStore } from '../platform/attempt-store';
import { sendError } from '../http/envelope';
import { tooManyAttempts } from '../platform/auth-rate-limits';
import {
  countsTowardAccount,
  lockoutVerdict,
  SIGN_IN_LOCKOUT,
  type LockoutLimits,
  type LockoutVerdict,
} from '../../../src/domain/identity/sign-in-lockout';

/** The account a sign-in names before it is known: its kind, its store and its login, trimmed and lower-cased. */
export function accountKey(kind: 'customer' | 'owner', store: number | string, login: string): string {
  return `${kind}:${store}:login:${login.trim().toLowerCase()}`;
}

/** A customer's account, whichever login (e-mail or phone) names it. */
export function customerAccountKey(store: number, customerId: number): string {
  return `customer:${store}:id:${customerId}`;
}

/** How an account is named in logs: a customer by id, else a digest, never the login typed. */
function accountReference(account: string): string {
  const customer = /^customer:\d+:id:(\d+)$/u.exec(account);
  return customer ? `customer ${customer[1]}` : `login ${createHash('sha256').update(account).digest('hex').slice(0, 16)}`;
}

const storeOf = (account: string) => account.split(':')[1];

/** The counts of the lockout in an AttemptStore, by account and address. */
export class LockoutCounter {
  constructor(
    private readonly store: AttemptStore,
    readonly limits: LockoutLimits = SIGN_IN_LOCKOUT,
  ) {}

  /** Whether a sign-in of `account` from `address` may check its password, and how long a lock lasts. */
  async verdict(account: string, address: string): Promise<{ verdict: LockoutVerdict; ttlMs: number }> {
    const [fromAddress, ofAccount, known] = await Promise.all([
      this.read(failuresFrom(account, address), this.limits.windowMs),
      this.read(failuresOf(account), this.limits.windowMs),
      this.read(knownAddress(account, address), this.limits.knownAddressMs),
    ]);
    const verdict = lockoutVerdict(
      { addressFailures: fromAddress.current, accountFailures: ofAccount.current, knownAddress: known.current > 0 },
      this.limits,
    );
    return { verdict, ttlMs: verdict === 'address-locked' ? fromAddress.ttl : ofAccount.ttl };
  }

  /** Counts a failure; answers the lock it engaged, if any. */
  async failed(account: string, address: string): Promise<LockoutVerdict> {
    const fromAddress = await this.incr(failuresFrom(account, address), this.limits.windowMs);
    if (!countsTowardAccount(fromAddress.current, this.limits))
      return fromAddress.current === this.limits.maxFailuresPerAddress ? 'address-locked' : 'open';
    const ofAccount = await this.incr(failuresOf(account), this.limits.windowMs);
    if (ofAccount.current === this.limits.maxFailuresPerAccount) return 'account-locked';
    return fromAddress.current === this.limits.maxFailuresPerAddress ? 'address-locked' : 'open';
  }

  /** The account's owner proved who they are from `address`: failures cleared, the address known. */
  async succeeded(account: string, address: string): Promise<void> {
    const known = knownAddress(account, address);
    await Promise.all([
      this.store.forget(failuresOf(account)),
      this.store.forget(failuresFrom(account, address)),
      this.store.forget(known),
    ]);
    // Forgotten first, so the address stays known for knownAddressMs from its latest sign-in.
    await this.incr(known, this.limits.knownAddressMs);
  }

  private read(key: string, windowMs: number): Promise<AttemptCount> {
    return new Promise((resolve, reject) => this.store.read(key, answerTo(resolve, reject), windowMs, 0));
  }

  private incr(key: string, windowMs: number): Promise<AttemptCount> {
    return new Promise((resolve, reject) => this.store.incr(key, answerTo(resolve, reject), windowMs, 0));
  }
}

const failuresOf = (account: string) => `lockout:${account}`;
const failuresFrom = (account: string, address: string) => `lockout:${account}|${address}`;
const knownAddress = (account: string, address: string) => `known:${account}|${address}`;
const answerTo =
  (resolve: (count: AttemptCount) => void, reject: (error: Error) => void) => (error: Error | null, result?: AttemptCount) =>
    error ? reject(error) : resolve(result!);

/** The lockout as the sign-in routes use it: the client's address is the request's. */
export class AccountLockout {
  readonly counter: LockoutCounter;

  constructor(store: AttemptStore, limits: LockoutLimits = SIGN_IN_LOCKOUT) {
    this.counter = new LockoutCounter(store, limits);
  }

  /** Answers 429 (true) when `account` is locked to this address; call before the password is checked. */
  async refuse(request: FastifyRequest, reply: FastifyReply, account: string): Promise<boolean> {
    const { verdict, ttlMs } = await this.counter.verdict(account, request.ip);
    if (verdict === 'open') return false;
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    sendError(reply.header('retry-after', String(seconds)), 429, tooManyAttempts(ttlMs, 'failed sign-ins for this account'));
    return true;
  }

  /** Counts a failed sign-in of `account`, and logs a lock it engages. */
  async failed(request: FastifyRequest, account: string): Promise<void> {
    const engaged = await this.counter.failed(account, request.ip);
    if (engaged !== 'open') logLock(request.log, engaged, account, request.ip);
  }

  /** A successful sign-in, or a password reset (which proves the mailbox): the lock is lifted. */
  succeeded(request: FastifyRequest, account: string): Promise<void> {
    return this.counter.succeeded(account, request.ip);
  }
}

function logLock(log: FastifyBaseLogger, lock: Exclude<LockoutVerdict, 'open'>, account: string, address: string): void {
  const store = storeOf(account);
  const reference = accountReference(account);
  if (lock === 'account-locked')
    log.warn(
      { store, account: reference, lock },
      'sign-in lock engaged: failures from several addresses lock the account to unknown addresses',
    );
  else log.warn({ store, account: reference, address, lock }, 'sign-in lock engaged: one address is locked out of the account');
}
