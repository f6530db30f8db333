/**
 * What a shopper sends to open or change an account, in the storefront's words. The store API's
 * names (`FirstName`, `Email`) live in src/contracts/identity.wire.ts.
 */
import type { CustomerProfile } from './customer-profile';

export interface SignUpDetails {
  email?: string;
  phone?: string;
  password: string;
  firstName: string;
  lastName?: string;
  companyName?: string;
  /** 1 a person, 2 a business, 3 a reseller (spec section 3). */
  customerType?: 1 | 2 | 3;
}

/** The profile fields a customer may change themselves. */
export type ProfileChange = Pick<CustomerProfile, 'firstName' | 'lastName' | 'phone' | 'companyName'>;
