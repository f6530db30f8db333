/**
 * An order as the shopper asks for it, in the storefront's words: where the lines come from, who it
 * is for, where it goes and how it is paid. The store API's PlaceOrder names (`Contact.FullName`,
 * `ShippingMethodID`) live in src/contracts/orders.wire.ts; prices are never part of a request.
 */
import type { SubmittedField } from '../forms/form-submission';
import type { CheckoutContact, ShippingAddress } from './checkout-contact';

export interface OrderRequest {
  /** 'cart': the shopper's cart; 'buynow': one line from a product page, the cart untouched. */
  source: 'cart' | 'buynow';
  /** The cart's codes joined by '|' (source 'cart'; '' for a buy now). */
  cartCodes: string;
  /** The one line of a buy now (source 'buynow'). */
  cartCode?: string;
  contact: CheckoutContact;
  shippingAddress: ShippingAddress;
  shippingMethodId: number;
  paymentMethod: string;
  note: string;
  customFields: SubmittedField[];
  /** The discount code and gift card applied ('' for none); the store checks them again (docs/checkout.md). */
  discountCode: string;
  giftCardCode: string;
}
