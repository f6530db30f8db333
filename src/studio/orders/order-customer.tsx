/** Who placed the order (a guest or an account, with the account's status), how to reach them, and where it goes. */
import type { OwnerOrder } from '../../application/ports/back-office-api.port';
import { addressLines } from '../../domain/address/address-format';
import { statusLabel } from '../../domain/identity/customer-transitions';
import { StatusBadge } from '../back-office/status-badge';
import { card } from '../back-office/card';

export function OrderCustomer({ order }: { order: OwnerOrder }) {
  const { contact, shippingAddress: a, account } = order;
  return (
    <section aria-labelledby="customer-heading" className={card}>
      <h3 id="customer-heading" className="mb-2 font-semibold">
        Customer
      </h3>
      <p className="text-sm">{contact.fullName}</p>
      {contact.email && (
        <p className="text-sm">
          <a href={`mailto:${contact.email}`} className="text-blue-700 underline">
            {contact.email}
          </a>
        </p>
      )}
      {contact.phone && <p className="text-sm">{contact.phone}</p>}
      <p className="mt-1 text-xs text-gray-600">
        {account ? (
          <>
            Account #{account.customerID} · <StatusBadge label={statusLabel(account.status)} />
          </>
        ) : (
          'Guest checkout'
        )}
      </p>
      <h4 className="mt-3 text-sm font-semibold">Shipping address</h4>
      <address className="text-sm not-italic">
        {addressLines(a).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      {order.note && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Note:</span> {order.note}
        </p>
      )}
    </section>
  );
}
