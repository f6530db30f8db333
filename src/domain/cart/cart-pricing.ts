/**
 * Pricing one cart line against what the store sells, the way the store API does it: the price of
 * the named variant (or of the product), the add-ons' own prices, and the stock of the variant when
 * one is named. A line asked above stock keeps what the store can sell (lessstock); a line the store
 * cannot sell at all comes back with a refusing status and a message saying why.
 */
import { buildCartCode, type CartLine } from './cart-code';
import { newCartItem, withQuantity } from './cart-item';
import type { CartItem, CartItemStatus, CartProduct } from './cart-types';
import { MAX_QUANTITY } from './quantity';
import type { BaseMinor } from '../money/money';

export interface SellableVariant {
  variantID: number;
  sku: string;
  name: string;
  /** In cents of the store's base currency. */
  unitCents: BaseMinor;
  stock: number;
  imageFile: string | null;
  /** "Price on request" for this variant alone (decision 104); absent: false. */
  isHidePrice?: boolean;
}

/** What pricing needs to know of an enabled product of the store. */
export interface SellableProduct {
  productID: number;
  name: string;
  sku: string;
  unitCents: BaseMinor;
  /** "Price on request": the shopper contacts the store instead of buying. */
  isHidePrice: boolean;
  /** Stock of a product without variants. */
  stock: number;
  imageFile: string;
  thumbnailFile: string;
  productURL: string;
  variants: readonly SellableVariant[];
  addons: ReadonlyArray<{ addonID: number; name: string; unitCents: BaseMinor }>;
}

/** Statuses other than ok and lessstock remove the line (spec section 8). */
export const CART_LINE_STATUS = {
  ok: 'ok',
  lessStock: 'lessstock',
  notAvailable: 'notavailable',
  outOfStock: 'outofstock',
  optionUnavailable: 'optionunavailable',
} as const satisfies Record<string, CartItemStatus>;

export interface PricedLine {
  item: CartItem;
  statusMessage: string;
}

const NO_PRODUCT: Omit<CartProduct, 'productID' | 'variantID'> = {
  sku: '',
  itemName: '',
  variantName: '',
  unitCents: 0,
  imageFile: '',
  thumbnailFile: '',
  productURL: '',
};

/** The line priced at `asked` (the code's quantity unless the cart asks for more by merging). */
export function priceLine(line: CartLine, product: SellableProduct | undefined, asked: number = line.quantity): PricedLine {
  const refuse = (status: CartItemStatus, statusMessage: string, cartProduct?: CartProduct, addons?: SellableProduct['addons']) => ({
    item: {
      ...build(line, asked, cartProduct ?? { productID: line.productID, variantID: line.variantID, ...NO_PRODUCT }, addons ?? []),
      status,
    },
    statusMessage,
  });
  if (!product || product.productID !== line.productID)
    return refuse(CART_LINE_STATUS.notAvailable, 'This product is no longer available.');
  const variant = product.variants.find((v) => v.variantID === line.variantID);
  const cartProduct = productOf(product, variant, line.variantID);
  if (product.isHidePrice || variant?.isHidePrice === true)
    return refuse(
      CART_LINE_STATUS.notAvailable,
      'This product is sold on request: contact the store to order it.',
      cartProduct,
      product.addons,
    );
  if (line.variantID === 0 ? product.variants.length > 0 : !variant) {
    return refuse(
      CART_LINE_STATUS.optionUnavailable,
      'This option is no longer available: choose another one.',
      cartProduct,
      product.addons,
    );
  }
  if (!line.addonIDs.every((id) => product.addons.some((addon) => addon.addonID === id))) {
    return refuse(CART_LINE_STATUS.optionUnavailable, 'An add-on of this item is no longer offered.', cartProduct, product.addons);
  }
  const allowed = Math.min(MAX_QUANTITY, Math.max(0, Math.floor(variant ? variant.stock : product.stock)));
  if (allowed < 1) return refuse(CART_LINE_STATUS.outOfStock, 'This item is out of stock.', cartProduct, product.addons);
  const item = build(line, Math.min(asked, allowed), cartProduct, product.addons);
  if (asked <= allowed) return { item: { ...item, status: CART_LINE_STATUS.ok }, statusMessage: '' };
  const statusMessage =
    allowed === MAX_QUANTITY ? `At most ${MAX_QUANTITY} can be ordered at once.` : `Only ${allowed} left: we updated the quantity.`;
  return { item: { ...item, status: CART_LINE_STATUS.lessStock }, statusMessage };
}

function productOf(product: SellableProduct, variant: SellableVariant | undefined, variantID: number): CartProduct {
  return {
    productID: product.productID,
    variantID,
    sku: variant?.sku ?? product.sku,
    itemName: product.name,
    variantName: variant?.name ?? '',
    unitCents: variant?.unitCents ?? product.unitCents,
    // A variant's own picture shows what was chosen (the blue one, not the product's first photo).
    imageFile: variant?.imageFile || product.imageFile,
    thumbnailFile: variant?.imageFile || product.thumbnailFile,
    productURL: product.productURL,
  };
}

function build(line: CartLine, quantity: number, product: CartProduct, addons: SellableProduct['addons']): CartItem {
  const snapshots = addons.map((addon) => ({ cartAddonID: String(addon.addonID), addonName: addon.name, unitCents: addon.unitCents }));
  const item = newCartItem({ code: buildCartCode({ ...line, quantity: 1 }), product, addons: snapshots });
  // newCartItem only refuses a code of another product, which `line` never is.
  if (!item) throw new RangeError('cart line does not match its product');
  return withQuantity(item, quantity);
}
