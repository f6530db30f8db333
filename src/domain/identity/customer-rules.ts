/**
 * Customer enumerations of spec section 3 and what a store's modes ask of a sign-up form: the
 * account mode (required, optional, disabled) and the contact requirement mode (which of email and
 * phone are asked, and which must be given).
 */
export const CUSTOMER_TYPES = { INDIVIDUAL_CUSTOMER: 1, CORPORATE_CUSTOMER: 2, RESELLER: 3 } as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[keyof typeof CUSTOMER_TYPES];
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = { 1: 'Individual', 2: 'Corporate', 3: 'Reseller' };

/** Corporate and reseller accounts are businesses: they give a company name and are approved before first sign-in. */
export function isBusinessCustomer(type: number): boolean {
  return type !== CUSTOMER_TYPES.INDIVIDUAL_CUSTOMER;
}

export const CUSTOMER_STATUSES = { PROSPECTIVE: 1, APPROVAL_PENDING: 2, ACTIVE: 3, REJECTED: 4, DEACTIVATED: 5 } as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[keyof typeof CUSTOMER_STATUSES];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  1: 'Prospective Customer',
  2: 'Approval Pending',
  3: 'Active',
  4: 'Rejected',
  5: 'Deactivated',
};

export const ACCOUNT_MODES = { REQUIRED: 1, OPTIONAL: 2, DISABLED: 3 } as const;

/** How a contact field appears on the form. */
export type FieldNeed = 'required' | 'optional' | 'hidden';

export interface ContactNeeds {
  email: FieldNeed;
  phone: FieldNeed;
  /** Mode 4: both are shown as optional but one of them must be given. */
  eitherRequired: boolean;
}

export function contactNeeds(mode: number): ContactNeeds {
  switch (mode) {
    case 1:
      return { email: 'required', phone: 'required', eitherRequired: false };
    case 3:
      return { email: 'optional', phone: 'required', eitherRequired: false };
    case 4:
      return { email: 'optional', phone: 'optional', eitherRequired: true };
    case 5:
      return { email: 'required', phone: 'hidden', eitherRequired: false };
    case 6:
      return { email: 'hidden', phone: 'required', eitherRequired: false };
    default:
      return { email: 'required', phone: 'optional', eitherRequired: false };
  }
}

/**
 * A new customer's status: individuals are active at once; corporate and reseller accounts wait
 * for the store's approval (their prices and terms are the owner's call).
 */
export function initialStatus(type: CustomerType): CustomerStatus {
  return type === CUSTOMER_TYPES.INDIVIDUAL_CUSTOMER ? CUSTOMER_STATUSES.ACTIVE : CUSTOMER_STATUSES.APPROVAL_PENDING;
}

/** What sign-in says for a customer whose password was right but whose status does not allow it. */
export function statusRefusal(status: number): string | null {
  if (status === CUSTOMER_STATUSES.ACTIVE) return null;
  if (status === CUSTOMER_STATUSES.APPROVAL_PENDING || status === CUSTOMER_STATUSES.PROSPECTIVE)
    return 'Your account is waiting for the store to approve it';
  if (status === CUSTOMER_STATUSES.REJECTED) return 'The store did not approve this account';
  return 'This account has been deactivated';
}
