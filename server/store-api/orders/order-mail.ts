/** The order confirmation: what was ordered, the total, what happens next and the link that opens the order again. */
import { shownAmount } from '../../../src/domain/orders/order-totals';
import type { OutgoingMail } from '../mail/mailer';
import type { OrderView } from './order-view';

export function confirmationMail(webId: number, storeTitle: string, order: OrderView, link: string): OutgoingMail | null {
  const to = order.contact.email.trim();
  if (to === '') return null;
  const { abbreviation, rate } = order.currency;
  // Amounts as the shopper saw them: the stored base amounts at the order's rate.
  const money = (amount: string) => `${shownAmount(amount, rate)} ${abbreviation}`;
  const lines = order.lines.map((line) => `- ${line.itemName}${line.variantName ? ` (${line.variantName})` : ''} x ${line.quantity}: ${money(line.lineTotal)}`);
  const text = [
    `Hello ${order.contact.fullName},`,
    '',
    `thank you for your order ${order.code} at ${storeTitle}.`,
    '',
    ...lines,
    `Shipping (${order.shippingMethod.name}): ${money(order.totals.shipping)}`,
    `Total: ${money(order.totals.total)}`,
    '',
    `Status: ${order.status}. ${order.whatHappensNext}`,
    order.paymentInstructions,
    '',
    `See your order at any time: ${link}`,
  ].join('\n');
  return { webID: webId, to, subject: `Your order ${order.code} at ${storeTitle}`, text, kind: 'order-confirmation' };
}
