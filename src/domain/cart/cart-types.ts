/**
 * The cart entities of spec section 3 in the shape the store API answers them and browser storage
 * keeps them: ids, quantities and money are decimal text, as the API sends them.
 */

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
  /** Unit price in the store's base currency. */
  price: string;
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
  quantity: string;
  /** Unit price. */
  price: string;
  /** price × quantity. */
  totalPrice: string;
}

export interface CartItem {
  cartItemID: string;
  /** productID_quantity_variantID_addonIDs (cart-code.ts). */
  cartItemCode: string;
  quantity: string;
  /** Unit price × quantity, add-ons not included (they carry their own totals). */
  price: string;
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
