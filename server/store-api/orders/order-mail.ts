/** The order confirmation: what was ordered, the total, what happens next and the link that opens the order again. */
import type { OutgoingMail } from '../mail/mailer';
import type { OrderView } from './order-view';

export function confirmationMail(webId: number, storeTitle: string, order: OrderView, link: string): OutgoingMail | null {
  const to = order.contact.email.trim();
  if (to === '') return null;
  const { abbreviation } = order.currency;
  const lines = order.lines.map((line) => `- ${line.itemName}${line.variantName ? ` (${line.variantName})` : ''} x ${line.quantity}: ${line.lineTotal} ${abbreviation}`);
  const text = [
    `Hello ${order.contact.fullName},`,
    '',
    `thank you for your order ${order.code} at ${storeTitle}.`,
    '',
    ...lines,
    `Shipping (${order.shippingMethod.name}): ${order.totals.shipping} ${abbreviation}`,
    `Total: ${order.totals.total} ${abbreviation}`,
    '',
    `Status: ${order.status}. ${order.whatHappensNext}`,
    order.paymentInstructions,
    '',
    `See your order at any time: ${link}`,
  ].join('\n');
  return { webID: webId, to, subject: `Your order ${order.code} at ${storeTitle}`, text, kind: 'order-confirmation' };
}
