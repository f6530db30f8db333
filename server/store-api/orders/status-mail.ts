/** The mail a customer gets when the store moves their order on: the new status, what happens next, tracking, and the order's link. */
import { whatHappensNext } from '../../../src/domain/orders/order-status';
import type { OutgoingMail } from '../platform/mail/mailer';
import type { OrderRow } from './order.repository';

export function statusChangeMail(webId: number, storeTitle: string, order: OrderRow, link: string): OutgoingMail | null {
  const to = order.contact.email.trim();
  if (to === '') return null;
  const tracking =
    order.status === 'Shipped' && (order.trackingNumber || order.trackingUrl)
      ? ['', `Tracking number: ${order.trackingNumber || '(none given)'}`, ...(order.trackingUrl ? [`Track it: ${order.trackingUrl}`] : [])]
      : [];
  const text = [
    `Hello ${order.contact.fullName},`,
    '',
    `your order ${order.code} at ${storeTitle} is now ${order.status}.`,
    whatHappensNext(order.status),
    ...tracking,
    '',
    `See your order at any time: ${link}`,
  ].join('\n');
  const values = {
    store: { name: storeTitle },
    customer: { name: order.contact.fullName },
    order: {
      code: order.code,
      status: order.status,
      what_happens_next: whatHappensNext(order.status),
      has_tracking: tracking.length > 0,
      tracking_number: order.trackingNumber ?? '',
      tracking_url: order.trackingUrl ?? '',
      link,
    },
  };
  return {
    webID: webId,
    to,
    subject: `Your order ${order.code} is ${order.status}`,
    text,
    kind: 'order-status',
    template: { name: 'order-status', values },
  };
}
