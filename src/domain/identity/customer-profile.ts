/**
 * The identity calls' wire shapes, shared by the store API that answers them and the storefront that
 * reads them: the user object the storefront keeps (spec section 3: user data with wishlistCount) and a
 * wishlist line.
 */
import type { BaseMinor } from '../money/money';
export interface CustomerProfile {
  customerID: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  companyName: string;
  customerType: number;
  status: number;
  wishlistCount: number;
}

export interface WishlistEntry {
  productID: number;
  name: string;
  productURL: string;
  /** Unit price, in cents of the store's base currency (money.ts). */
  unitCents: BaseMinor;
  isHidePrice: boolean;
  imageFile: string;
  thumbnailFile: string;
  inStock: boolean;
}
