/**
 * The cart calls' payloads, one zod schema each, over the domain's checks (cart-request.ts, which
 * the mock backend applies too). A field that fails is named in the 400; nothing malformed reaches
 * the database.
 */
import { z } from 'zod';
import { checkCartCode, checkCartCodes, checkCartId, checkIdempotencyKey, type Checked } from '../domain/cart/cart-request';

function checked<T>(check: (value: string) => Checked<T>) {
  return (value: string, context: z.RefinementCtx) => {
    const result = check(value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  };
}

const text = (field: string) => z.string({ error: `${field} must be text` });
/** Ids arrive as strings (spec section 3); a number is accepted too. */
const idText = (field: string) => z.union([z.string(), z.number()], { error: `${field} must be a cart id` }).transform(String);

const cartCodes = text('CartCodes').transform(checked((value) => checkCartCodes(value)));
const cartCode = text('CartCode').transform(checked((value) => checkCartCode(value)));
const savedId = (field: string) => idText(field).transform(checked((value) => checkCartId(value, field, false)));

export const getCartQuery = z.object({ CartCodes: cartCodes.default([]) });

export const addCartItemBody = z.object({
  CartCodes: cartCodes.default([]),
  CartCode: cartCode,
  CartItemID: idText('CartItemID')
    .transform(checked((value) => checkCartId(value, 'CartItemID', true)))
    .default(0),
});

export const removeCartItemBody = z.object({ CartItemID: savedId('CartItemID') });

export const removeCartAddonBody = z.object({ CartItemID: savedId('CartItemID'), CartAddonID: savedId('CartAddonID') });

export const syncCartBody = z.object({ CartCodes: cartCodes });

/** The Idempotency-Key header, absent or valid (the controller requires it of customers' writes). */
export const idempotencyHeader = z.object({
  'Idempotency-Key': text('Idempotency-Key').transform(checked(checkIdempotencyKey)).optional(),
});
