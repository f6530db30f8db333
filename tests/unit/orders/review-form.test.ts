/**
 * The account order page's review form (decision 90): the rules it checks before asking the store
 * (a rating of 1 to 5 whole stars, the title's and text's limits), and that a review just sent
 * reads the customer's reviews again while other visits of the same order do not.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reviewFieldErrors } from '../../../src/ui/forms/review-form-action';
import { orderDetailShouldRevalidate } from '../../../src/ui/pages/orders/order-reviews-loader';

describe('the review form', () => {
  it('asks for a whole rating from 1 to 5 and names each field it refuses', () => {
    expect(reviewFieldErrors({ Rating: '4' })).toEqual({});
    for (const rating of ['', '0', '6', '3.5', 'five']) expect(Object.keys(reviewFieldErrors({ Rating: rating }))).toEqual(['Rating']);
    expect(Object.keys(reviewFieldErrors({}))).toEqual(['Rating']);
    const long = reviewFieldErrors({ Rating: '5', Title: 'x'.repeat(121), Body: 'y'.repeat(4001) });
    expect(Object.keys(long).sort()).toEqual(['Body', 'Title']);
    expect(reviewFieldErrors({ Rating: '5', Title: ` ${'x'.repeat(120)} ` })).toEqual({});
  });

  it('reads the reviews again after one is sent, not when the same order is shown again', () => {
    const args = (current: string, next: string) =>
      ({
        currentUrl: new URL(`http://sakura.localhost/orderdetail/7${current}`),
        nextUrl: new URL(`http://sakura.localhost/orderdetail/7${next}`),
        defaultShouldRevalidate: true,
      }) as ShouldRevalidateFunctionArgs;
    expect(orderDetailShouldRevalidate(args('', '?reviewed=12'))).toBe(true);
    expect(orderDetailShouldRevalidate(args('?reviewed=12', '?reviewed=13'))).toBe(true);
    expect(orderDetailShouldRevalidate(args('', '?placed=1'))).toBe(false);
    expect(orderDetailShouldRevalidate(args('?reviewed=12', ''))).toBe(false);
  });
});
