// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeApi, CustomerPage, CustomerSummary } from '../../../src/application/ports/back-office-api.port';
import CustomersView from '../../../src/studio/customers/customers-view';

afterEach(cleanup);

const rita: CustomerSummary = {
  customerID: 5,
  firstName: 'Rita',
  lastName: 'Reseller',
  companyName: 'Rita Wholesale',
  email: 'rita@example.com',
  phone: null,
  customerType: 3,
  status: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderCount: 0,
  actions: ['approve', 'reject'],
};

function fakeApi() {
  let current = rita;
  const page = (): CustomerPage => ({ customers: [current], total: 1, page: 1, pageSize: 25, counts: { [String(current.status)]: 1 } });
  const customers = vi.fn(async () => ({ ok: true as const, value: page() }));
  const setCustomerStatus = vi.fn(async () => {
    current = { ...rita, status: 3, actions: ['deactivate'] };
    return { ok: true as const, value: { customer: current } };
  });
  return { api: { customers, setCustomerStatus } as unknown as BackOfficeApi, customers, setCustomerStatus };
}

describe('the Customers page', () => {
  it('lists a reseller waiting for approval with the counts per status, and approves them', async () => {
    const { api, customers, setCustomerStatus } = fakeApi();
    render(<CustomersView api={api} />);
    const row = await screen.findByRole('row', { name: /Rita Reseller/ });
    expect(within(row).getByText('Approval Pending')).toBeTruthy();
    expect(within(row).getByText('Reseller')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approval Pending 1' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve Rita Reseller' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Rita Reseller is now Active; they were emailed.');
    expect(setCustomerStatus).toHaveBeenCalledWith(5, 'approve');
    expect(await screen.findByRole('button', { name: 'Deactivate Rita Reseller' })).toBeTruthy();
    expect(customers).toHaveBeenCalledTimes(2);
  });

  it('searches and filters by status from the first page', async () => {
    const { api, customers } = fakeApi();
    render(<CustomersView api={api} />);
    await screen.findByRole('row', { name: /Rita Reseller/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), { target: { value: ' rita ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: /^Approval Pending/ }));
    await vi.waitFor(() => expect(customers).toHaveBeenLastCalledWith({ search: 'rita', status: 2, page: 1 }));
  });
});
