/**
 * Thrown inside an order's transaction when the order can no longer be placed as asked (a line sold
 * out, a discount used up, a gift card's balance gone); rolls the whole order back and is answered
 * with its status. Here because the features that take part in an order (discounts, orders) raise it.
 */
export class OrderRefused extends Error {
  constructor(
    message: string,
    readonly status: 409 | 422,
    readonly lines: unknown[] = [],
  ) {
    super(message);
  }
}
