/**
 * The cart calls' answer (spec sections 3 and 7): `data` holds the lines, ids, quantities and money as
 * decimal text. cart.wire.ts reads it (cartAnswerFromWire); the server answers a CartAnswerWire.
 */
import { z } from 'zod';
import { decimalText, id } from './answer-fields.contract';

const text = z.string();
/** Ids and quantities are text in the spec's cart; '0' is a line the server has not saved. */
const idText = z.string().regex(/^\d+$/, 'an id as text');

export const cartLineAnswer = z.object({
  cartItemID: idText,
  cartItemCode: text,
  quantity: idText,
  price: decimalText,
  status: text,
  statusMessage: text,
  product: z.object({
    productID: id,
    variantID: id,
    sku: text,
    itemName: text,
    variantName: text,
    price: decimalText,
    imageFile: text,
    thumbnailFile: text,
    productURL: text,
  }),
  addons: z.array(
    z.object({ cartItemID: idText, cartAddonID: idText, addonName: text, quantity: idText, price: decimalText, totalPrice: decimalText }),
  ),
});

export const cartAnswer = z.object({
  data: z.array(cartLineAnswer),
  cartResponse: z.object({ cartCode: text, status: text, statusMessage: text }).nullable(),
  cartStatusHeading: text,
  cartStatusMessage: text,
});
