/** The customers as a table, each with the actions its status allows (approve, reject, deactivate, reactivate). */
import { useState } from 'react';
import type { BackOfficeApi, CustomerSummary } from '../../application/ports/back-office-api.port';
import { CUSTOMER_TYPE_LABELS, type CustomerType } from '../../domain/identity/customer-rules';
import { statusLabel, type CustomerAction } from '../../domain/identity/customer-transitions';
import { dateTime } from '../back-office/dates';
import { ListTable } from '../back-office/list-table';
import { StatusBadge } from '../back-office/status-badge';

const ACTION_LABELS: Record<CustomerAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
};
const fullName = (c: CustomerSummary) => `${c.firstName} ${c.lastName}`.trim();

export function CustomersTable({ api, customers, onChanged }: { api: BackOfficeApi; customers: CustomerSummary[]; onChanged: () => void }) {
  const [outcome, setOutcome] = useState<{ error: boolean; message: string } | null>(null);
  const act = async (customer: CustomerSummary, action: CustomerAction) => {
    const result = await api.setCustomerStatus(customer.customerID, action);
    setOutcome(
      result.ok
        ? { error: false, message: `${fullName(customer)} is now ${statusLabel(result.value.customer.status)}; they were emailed.` }
        : { error: true, message: result.message },
    );
    if (result.ok) onChanged();
  };
  return (
    <>
      {outcome && (
        <p role={outcome.error ? 'alert' : 'status'} className={`px-4 pt-3 text-sm ${outcome.error ? 'text-red-700' : 'text-green-800'}`}>
          {outcome.message}
        </p>
      )}
      {customers.length === 0 ? (
        <p className="p-8 text-center text-sm text-gray-600">No customers match.</p>
      ) : (
        <ListTable columns={['Customer', 'Type', 'Status', 'Orders', 'Signed up', 'Actions']}>
          {customers.map((customer) => (
            <tr key={customer.customerID} className="border-t border-gray-100">
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {fullName(customer)}
                <span className="block text-xs font-normal text-gray-600">
                  {[customer.companyName, customer.email, customer.phone].filter(Boolean).join(' · ')}
                </span>
              </th>
              <td className="px-4 py-2">{CUSTOMER_TYPE_LABELS[customer.customerType as CustomerType] ?? 'Unknown'}</td>
              <td className="px-4 py-2">
                <StatusBadge label={statusLabel(customer.status)} />
              </td>
              <td className="px-4 py-2 tabular-nums">{customer.orderCount}</td>
              <td className="px-4 py-2 whitespace-nowrap">{dateTime(customer.createdAt)}</td>
              <td className="px-4 py-2">
                <div className="flex gap-1">
                  {customer.actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      aria-label={`${ACTION_LABELS[action]} ${fullName(customer)}`}
                      onClick={() => void act(customer, action)}
                      className={`rounded-md border px-2 py-1 text-xs ${action === 'reject' || action === 'deactivate' ? 'border-red-300 text-red-800' : 'border-gray-300'}`}
                    >
                      {ACTION_LABELS[action]}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}
