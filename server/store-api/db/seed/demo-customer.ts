/**
 * The demo customer of every demo store: demo@<store>.example with the password below, an active
 * individual customer (the README lists the credentials; other suites sign in with them).
 */
import { CUSTOMER_STATUSES, CUSTOMER_TYPES } from '../../../../src/domain/identity/customer-rules';

export const DEMO_CUSTOMER_PASSWORD = 'Shopper-2026';

export const demoCustomerEmail = (storeName: string) => `demo@${storeName}.example`;

export function demoCustomer(storeName: string, storeId: number, passwordHash: string) {
  return {
    storeId,
    email: demoCustomerEmail(storeName),
    phone: '+1 555 0100',
    firstName: 'Dana',
    lastName: 'Demo',
    companyName: '',
    customerType: CUSTOMER_TYPES.INDIVIDUAL_CUSTOMER,
    status: CUSTOMER_STATUSES.ACTIVE,
    passwordHash,
  };
}
