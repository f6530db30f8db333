/**
 * Order status labels of spec section 3, and what a shopper is told happens next. An order starts
 * Pending; the payment method decides where it goes on placing (cash on delivery: Confirmed; bank
 * transfer: Verification Pending until the store sees the money; a card: Paid once captured).
 */

export const ORDER_STATUS = {
  cancelled: 'Cancelled',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  inStock: 'In Stock',
  delivered: 'Delivered',
  paid: 'Paid',
  pending: 'Pending',
  verificationPending: 'Verification Pending',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Orders still waiting for their payment: the shopper may resume them (/checkout/oc/{code}) and pay another way. */
export function awaitsPayment(status: string, paymentStatus: string): boolean {
  return paymentStatus !== 'paid' && (status === ORDER_STATUS.pending || status === ORDER_STATUS.verificationPending);
}

const NEXT: Record<OrderStatus, string> = {
  Pending: 'We have your order. It is waiting for its payment.',
  'Verification Pending': 'Send the bank transfer with your order code as the reference. We ship once the payment arrives.',
  Confirmed: 'Your order is confirmed. We will let you know when it ships.',
  Paid: 'Your payment arrived. We are preparing your order.',
  'In Stock': 'Everything is in stock and being packed.',
  Shipped: 'Your order is on its way.',
  Delivered: 'Your order was delivered.',
  Cancelled: 'This order was cancelled.',
};

export function whatHappensNext(status: string): string {
  return isOrderStatus(status) ? NEXT[status] : '';
}
