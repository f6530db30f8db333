// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerOrder } from '../../../src/application/ports/back-office-api.port';
import { OrderItems } from '../../../src/studio/orders/order-items';

afterEach(cleanup);

/** The order: Subtotal 93.99 + Shipping 5.00 + Tax 8.78 = 107.77, in dollars. */
function order(tax: OwnerOrder['tax'], taxMinor: number): OwnerOrder {
  return {
    lines: [],
    currency: { abbreviation: 'USD' },
    shippingMethod: { name: 'Standard' },
    discountLabel: '',
    giftCardLast4: '',
    tax,
    shownTotals: {
      itemsTotal: 9399,
      addonsTotal: 0,
      subtotal: 9399,
      discount: 0,
      shipping: 500,
      tax: taxMinor,
      giftCard: 0,
      total: tax.included ? 9899 : 9899 + taxMinor,
    },
  } as unknown as OwnerOrder;
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Items' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s+/g, ' '));

describe("the studio's order totals", () => {
  it('add the tax line before the total when prices exclude tax, so the lines sum to the total', () => {
    render(<OrderItems order={order({ rate: '8.875', included: false }, 878)} />);
    expect(rows()).toEqual(['Subtotal 93.99 USD', 'Shipping (Standard) 5 USD', 'Tax (8.875%) 8.78 USD', 'Total 107.77 USD']);
  });

  it('say under the total how much tax it includes when prices include it', () => {
    render(<OrderItems order={order({ rate: '20', included: true }, 1650)} />);
    expect(rows()).toEqual(['Subtotal 93.99 USD', 'Shipping (Standard) 5 USD', 'Total 98.99 USD', 'Includes tax (20%) 16.50 USD']);
  });

  it('show no tax line where the zone charges none', () => {
    render(<OrderItems order={order({ rate: '0', included: false }, 0)} />);
    expect(rows()).toEqual(['Subtotal 93.99 USD', 'Shipping (Standard) 5 USD', 'Total 98.99 USD']);
  });
});
