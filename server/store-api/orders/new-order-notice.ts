/** What the store's owner is told by mail of a new order (docs/back-office.md); sent by platform/owner-notices.ts. */
import type { OwnerNotice } from '../platform/owner-notices';
import { orderSummaryLines } from './order-mail';
import type { OrderView } from './order-view';

export function newOrderNotice(storeTitle: string, order: OrderView): OwnerNotice {
  const customer = [order.contact.fullName, order.contact.email ? `<${order.contact.email}>` : '', order.contact.phone]
    .filter(Boolean)
    .join(' ');
  const text = [
    `${storeTitle} has a new order, ${order.code}, from ${customer}.`,
    '',
    ...orderSummaryLines(order),
    '',
    `Payment: ${order.paymentMethod}. Status: ${order.status}.`,
    'Open it in the Theme Studio under Orders.',
  ].join('\n');
  return { subject: `New order ${order.code} at ${storeTitle}`, text, kind: 'owner-new-order' };
}
