/**
 * The cart entities of spec section 3 as the domain holds them: ids as the API writes them, quantities
 * as whole numbers and money as whole cents of the store's base currency (money.ts). The wire's names
 * and decimal text (`price`, `totalPrice`, quantity text) are read and written at the edge only
 * (src/contracts/cart.wire.ts), and browser storage marks which of the two a stored cart holds.
 */
import type { BaseMinor } from '../money/money';

/** cartItemID of a line the server has not saved yet (guest carts, or an add still on its way). */
export const UNSAVED_CART_ITEM_ID = '0';

/** ok and lessstock keep the line (lessstock: the server lowered the quantity to its stock); any other status removes it. */
export type CartItemStatus = 'ok' | 'lessstock' | (string & {});

export interface CartProduct {
  productID: number;
  /** 0 for a product without variants. */
  variantID: number;
  sku: string;
  itemName: string;
  variantName: string;
  /** Unit price, in cents of the store's base currency. */
  unitCents: BaseMinor;
  imageFile: string;
  thumbnailFile: string;
  productURL: string;
}

export interface CartAddon {
  cartItemID: string;
  /** The add-on's id as the cart code writes it, so a line's code can be rebuilt without it. */
  cartAddonID: string;
  addonName: string;
  /** Follows the line's quantity. */
  quantity: number;
  unitCents: BaseMinor;
  /** unitCents × quantity. */
  totalCents: BaseMinor;
}

export interface CartItem {
  cartItemID: string;
  /** productID_quantity_variantID_addonIDs (cart-code.ts). */
  cartItemCode: string;
  quantity: number;
  /** Unit price × quantity, add-ons not included (they carry their own totals). */
  totalCents: BaseMinor;
  status: CartItemStatus;
  product: CartProduct;
  addons: CartAddon[];
}

/** The persisted cart of spec section 4: the lines, the sidebar flag and the codes joined by '|'. */
export interface PersistedCart {
  data: CartItem[];
  visible: boolean;
  codes: string;
}

/** What AddCartItem says of the line it was asked about. */
export interface CartResponse {
  cartCode: string;
  status: CartItemStatus;
  statusMessage: string;
}

/** A cart call's answer (spec section 7): the cart after the call and, for adds, the line's verdict. */
export interface CartAnswer {
  items: CartItem[];
  cartResponse: CartResponse | null;
  cartStatusHeading: string;
  cartStatusMessage: string;
}
