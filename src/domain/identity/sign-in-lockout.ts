/**
 * The sign-in lockout's rule (decision 69): failed sign-ins are counted per account and address
 * together, and per account. One address that keeps failing on an account is locked out of that
 * account; the lock on every address needs failures from several addresses, because each address adds
 * at most `shareOfOneAddress` to the account's count. So one attacker's address can never shut the
 * account to anyone else, and an address that signed in to the account before passes the account's
 * lock even when many addresses guess: it is refused only by its own failures.
 */
export interface LockoutLimits {
  /** How long failures count, in ms from the first of the window. */
  windowMs: number;
  /** Failures of one address on one account that lock that address out of that account. */
  maxFailuresPerAddress: number;
  /** Failures of the account, from any addresses, that lock every address not known to it. */
  maxFailuresPerAccount: number;
  /** The most one address adds to the account's count in a window. */
  shareOfOneAddress: number;
  /** How long an address that signed in is known to the account, in ms from its latest sign-in. */
  knownAddressMs: number;
}

export const SIGN_IN_LOCKOUT: LockoutLimits = {
  windowMs: 10 * 60_000,
  maxFailuresPerAddress: 10,
  maxFailuresPerAccount: 10,
  // An account-wide lock needs failures from at least five addresses.
  shareOfOneAddress: 2,
  knownAddressMs: 90 * 24 * 60 * 60_000,
};

/** What a sign-in meets: its address's failures on the account, the account's, and whether the address signed in before. */
export interface LockoutState {
  addressFailures: number;
  accountFailures: number;
  knownAddress: boolean;
}

export type LockoutVerdict = 'open' | 'address-locked' | 'account-locked';

/** Whether a sign-in may check its password (checked before the password, so a locked one learns nothing). */
export function lockoutVerdict(state: LockoutState, limits: LockoutLimits = SIGN_IN_LOCKOUT): LockoutVerdict {
  if (state.addressFailures >= limits.maxFailuresPerAddress) return 'address-locked';
  if (state.accountFailures >= limits.maxFailuresPerAccount && !state.knownAddress) return 'account-locked';
  return 'open';
}

/** Whether a failure, its address's `addressFailures`-th on the account in the window, adds to the account's count. */
export function countsTowardAccount(addressFailures: number, limits: LockoutLimits = SIGN_IN_LOCKOUT): boolean {
  return addressFailures <= limits.shareOfOneAddress;
}

/** Limits where one address alone cannot lock the account (every configuration must be one). */
export function oneAddressCannotLockAccount(limits: LockoutLimits): boolean {
  return limits.shareOfOneAddress < limits.maxFailuresPerAccount;
}
