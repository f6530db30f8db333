/**
 * What a store owner may do to a customer account (docs/back-office.md): approve or reject a
 * corporate or reseller account waiting for approval, deactivate an active (or prospective) one,
 * reactivate a deactivated or rejected one. Pure: the store API asks here before it writes.
 */
import { CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS, type CustomerStatus } from './customer-rules';

export const CUSTOMER_ACTIONS = ['approve', 'reject', 'deactivate', 'reactivate'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

const { PROSPECTIVE, APPROVAL_PENDING, ACTIVE, REJECTED, DEACTIVATED } = CUSTOMER_STATUSES;

/** Each action: the statuses it starts from and the one it leads to. */
const MOVES: Record<CustomerAction, { from: readonly CustomerStatus[]; to: CustomerStatus }> = {
  approve: { from: [APPROVAL_PENDING, PROSPECTIVE], to: ACTIVE },
  reject: { from: [APPROVAL_PENDING, PROSPECTIVE], to: REJECTED },
  deactivate: { from: [ACTIVE], to: DEACTIVATED },
  reactivate: { from: [DEACTIVATED, REJECTED], to: ACTIVE },
};

const DONE: Record<CustomerAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
};

export const statusLabel = (status: number): string => CUSTOMER_STATUS_LABELS[status as CustomerStatus] ?? 'Unknown';

/** The actions an owner is offered for a customer in `status`. */
export function customerActions(status: number): CustomerAction[] {
  return CUSTOMER_ACTIONS.filter((action) => MOVES[action].from.includes(status as CustomerStatus));
}

export function applyCustomerAction(
  status: number,
  action: CustomerAction,
): { ok: true; status: CustomerStatus } | { ok: false; reason: string } {
  const move = MOVES[action];
  if (!move.from.includes(status as CustomerStatus))
    return { ok: false, reason: `A customer who is ${statusLabel(status)} cannot be ${DONE[action]}` };
  return { ok: true, status: move.to };
}
