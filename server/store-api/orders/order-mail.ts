/** The order confirmation: what was ordered, the total, what happens next and the link that opens the order again. */
import { minorText } from '../../../src/domain/money/minor-units';
import { shownLineMinor } from '../../../src/domain/orders/order-totals';
import { taxLineLabel } from '../../../src/domain/tax/tax-label';
import type { MailValues } from '../../../src/domain/mail/mail-templates';
import type { OutgoingMail } from '../platform/mail/mailer';
import type { OrderView } from './order-view';

/** What was ordered, the discount, shipping, the gift card and the total, one line each: the customer's confirmation and the owner's notice share them. */
export function orderSummaryLines(order: OrderView): string[] {
  // Amounts as the shopper saw them: in the order's currency at its rate, to the currency's minor unit.
  const abbreviation = order.currency.abbreviation;
  const shown = (minor: number) => `${minorText(minor, abbreviation)} ${abbreviation}`;
  // The tax line sits where it counts: before the total it is added to, after the total it is part of.
  const tax = taxLineLabel(order.tax);
  const taxLine = tax ? [`${tax}: ${shown(order.shownTotals.tax)}`] : [];
  return [
    ...order.lines.map(
      (line) =>
        `- ${line.itemName}${line.variantName ? ` (${line.variantName})` : ''} x ${line.quantity}: ${shown(shownLineMinor(line, order.currency))}`,
    ),
    ...(order.shownTotals.discount > 0 ? [`Discount (${order.discountLabel}): -${shown(order.shownTotals.discount)}`] : []),
    `Shipping (${order.shippingMethod.name}): ${shown(order.shownTotals.shipping)}`,
    ...(order.tax.included ? [] : taxLine),
    ...(order.shownTotals.giftCard > 0 ? [`Gift card ending ${order.giftCardLast4}: -${shown(order.shownTotals.giftCard)}`] : []),
    `Total: ${shown(order.shownTotals.total)}`,
    ...(order.tax.included ? taxLine : []),
  ];
}

/** What the confirmation's template may say (src/domain/mail/mail-templates.ts). */
export function confirmationValues(storeTitle: string, order: OrderView, link: string): MailValues {
  const abbreviation = order.currency.abbreviation;
  const shown = (minor: number) => `${minorText(minor, abbreviation)} ${abbreviation}`;
  return {
    store: { name: storeTitle },
    customer: { name: order.contact.fullName },
    order: {
      code: order.code,
      status: order.status,
      what_happens_next: order.whatHappensNext,
      payment_instructions: order.paymentInstructions,
      payment_method: order.paymentMethod,
      summary: orderSummaryLines(order).join('\n'),
      total: shown(order.shownTotals.total),
      lines: order.lines.map((line) => ({
        name: line.itemName,
        variant: line.variantName ?? '',
        quantity: line.quantity,
        amount: shown(shownLineMinor(line, order.currency)),
      })),
      link,
    },
  };
}

export function confirmationMail(webId: number, storeTitle: string, order: OrderView, link: string): OutgoingMail | null {
  const to = order.contact.email.trim();
  if (to === '') return null;
  const text = [
    `Hello ${order.contact.fullName},`,
    '',
    `thank you for your order ${order.code} at ${storeTitle}.`,
    '',
    ...orderSummaryLines(order),
    '',
    `Status: ${order.status}. ${order.whatHappensNext}`,
    order.paymentInstructions,
    '',
    `See your order at any time: ${link}`,
  ].join('\n');
  return {
    webID: webId,
    to,
    subject: `Your order ${order.code} at ${storeTitle}`,
    text,
    kind: 'order-confirmation',
    template: { name: 'order-confirmation', values: confirmationValues(storeTitle, order, link) },
  };
}
