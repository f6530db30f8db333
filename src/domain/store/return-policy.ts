/**
 * A store's return policy as its owner states it in Settings: not stated (nothing is published), no
 * returns, or returns within a number of days, free or at the customer's cost. Search engines read
 * it as a MerchantReturnPolicy on the store's Organization and on each product's offer, for the
 * store's own country.
 */

export type ReturnMode = 'unstated' | 'none' | 'within';
export type ReturnFees = 'free' | 'customer';

export interface ReturnPolicy {
  mode: ReturnMode;
  /** The return window in days, counted from delivery (used when mode is 'within'). */
  days: number;
  fees: ReturnFees;
}

export const RETURN_DAYS_MAX = 365;
export const DEFAULT_RETURN_POLICY: ReturnPolicy = { mode: 'unstated', days: 30, fees: 'free' };

export const RETURN_MODES: Record<ReturnMode, string> = {
  unstated: 'not stated',
  none: 'no returns',
  within: 'returns within a number of days',
};
export const RETURN_FEES: Record<ReturnFees, string> = { free: 'free for the customer', customer: 'paid by the customer' };

export const RETURN_DAYS_PROBLEM = `The return window is a whole number of days from 1 to ${RETURN_DAYS_MAX}`;

export const isReturnDays = (days: number): boolean => Number.isInteger(days) && days >= 1 && days <= RETURN_DAYS_MAX;

/**
 * The policy as kept: days and fees only mean something for a return window, so any other policy
 * keeps the defaults (two saved policies differ exactly when their words differ).
 */
export function keptReturnPolicy(policy: ReturnPolicy): ReturnPolicy {
  return policy.mode === 'within' ? policy : { ...DEFAULT_RETURN_POLICY, mode: policy.mode };
}

/** The policy in words, for the settings history. */
export function describeReturnPolicy(policy: ReturnPolicy): string {
  if (policy.mode !== 'within') return RETURN_MODES[policy.mode];
  return `returns within ${policy.days} days, ${RETURN_FEES[policy.fees]}`;
}

const SCHEMA = 'https://schema.org';

/** schema.org's MerchantReturnPolicy for the store's country, or null when there is nothing to publish. */
export function returnPolicyJsonLd(policy: ReturnPolicy | undefined, country: string): Record<string, unknown> | null {
  if (!policy || policy.mode === 'unstated' || !/^[A-Z]{2}$/.test(country)) return null;
  const base = { '@type': 'MerchantReturnPolicy', applicableCountry: country };
  if (policy.mode === 'none') return { ...base, returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted` };
  return {
    ...base,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: policy.days,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: `${SCHEMA}/${policy.fees === 'free' ? 'FreeReturn' : 'ReturnFeesCustomerResponsibility'}`,
  };
}
