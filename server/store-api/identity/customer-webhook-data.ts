/**
 * What a webhook's `data` says of a customer (docs/back-office.md, "Webhooks"): a stable, snake_case shape
 * for receivers, with money as the decimal text the store keeps, in the store's base currency.
 * Never an order's access token, a password hash or a session.
 */

export interface CustomerDataRow {
  id: number;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  companyName: string | null;
  status: number;
  createdAt: Date;
}

export function customerData(customer: CustomerDataRow) {
  return {
    id: customer.id,
    email: customer.email,
    phone: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    company_name: customer.companyName,
    status: customer.status,
    created_at: customer.createdAt.toISOString(),
  };
}
