import { describe, expect, it } from 'vitest';
import { describeReturnPolicy, keptReturnPolicy, returnPolicyJsonLd } from '../../../src/domain/store/return-policy';

describe('a store return policy', () => {
  it('publishes a return window with its days, method and who pays, for the store country', () => {
    expect(returnPolicyJsonLd({ mode: 'within', days: 30, fees: 'free' }, 'US')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    expect(returnPolicyJsonLd({ mode: 'within', days: 14, fees: 'customer' }, 'FI')).toMatchObject({
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    });
  });

  it('publishes "no returns" as not permitted, and nothing when unstated, unset or without a country', () => {
    expect(returnPolicyJsonLd({ mode: 'none', days: 30, fees: 'free' }, 'GB')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'GB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
    expect(returnPolicyJsonLd({ mode: 'unstated', days: 30, fees: 'free' }, 'US')).toBeNull();
    expect(returnPolicyJsonLd(undefined, 'US')).toBeNull();
    expect(returnPolicyJsonLd({ mode: 'within', days: 30, fees: 'free' }, '')).toBeNull();
  });

  it('says the policy in words for the settings history, days and fees only for a window', () => {
    expect(describeReturnPolicy({ mode: 'within', days: 30, fees: 'free' })).toBe('returns within 30 days, free for the customer');
    expect(describeReturnPolicy({ mode: 'within', days: 14, fees: 'customer' })).toBe('returns within 14 days, paid by the customer');
    expect(describeReturnPolicy({ mode: 'none', days: 14, fees: 'customer' })).toBe('no returns');
    expect(keptReturnPolicy({ mode: 'none', days: 14, fees: 'customer' })).toEqual({ mode: 'none', days: 30, fees: 'free' });
  });
});
