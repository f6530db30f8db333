/** Generators for cart lines: few products, variants and add-ons, so lines often share a key. */
import { fc } from '@fast-check/vitest';
import { buildCartCode } from '../../../src/domain/cart/cart-code';
import { newCartItem } from '../../../src/domain/cart/cart-item';
import type { CartItem } from '../../../src/domain/cart/cart-types';
import { addonOf, productOf } from '../../unit/cart/cart-fakes';

export const codeArb = (quantity = fc.integer({ min: 1, max: 20 })) =>
  fc
    .record({
      productID: fc.integer({ min: 1, max: 4 }),
      quantity,
      variantID: fc.integer({ min: 0, max: 2 }),
      addonIDs: fc.subarray([1, 2, 3]),
    })
    .map(buildCartCode);

export const itemOf = (code: string): CartItem => {
  const [productID, , variantID, addons] = code.split('_');
  return newCartItem({
    code,
    product: productOf(Number(productID), Number(variantID)),
    addons: (addons ? addons.split(',') : []).map((id) => addonOf(Number(id))),
  })!;
};

export const itemArb = (quantity?: fc.Arbitrary<number>) => codeArb(quantity).map(itemOf);

export const savedItemArb = fc
  .tuple(itemArb(), fc.oneof(fc.constant('0'), fc.integer({ min: 1, max: 9999 }).map(String)))
  .map(([item, id]) => ({
    ...item,
    cartItemID: id,
    addons: item.addons.map((addon) => ({ ...addon, cartItemID: id })),
  }));

export const statusArb = fc.constantFrom('ok', 'lessstock', 'outofstock', 'disabled', 'notavailable', '');
