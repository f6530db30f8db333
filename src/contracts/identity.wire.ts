/**
 * The account calls' requests in the store API's names (SignUp, SignIn, UpdateProfile, the password
 * calls, the wishlist's), from the domain's words. Typed by the schemas the server validates with
 * (identity.contract.ts) but free of zod at run time (docs/decisions.md, "Store API contracts"). The answers
 * (the customer profile, the wishlist) already use the domain's camelCase names; a wishlist entry's
 * price is decimal text on the wire and base cents in the domain, converted here both ways.
 */
import type { z } from 'zod';
import type { ProfileChange, SignUpDetails } from '../domain/identity/account-requests';
import { isBusinessCustomer } from '../domain/identity/customer-rules';
import type { WishlistEntry } from '../domain/identity/customer-profile';
import { decimalText, priceMinor } from '../domain/money/money';
import type {
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  updateProfileBody,
  wishlistItemBody,
} from './identity.contract';

export type SignUpWire = z.input<typeof signUpBody>;

/** Optional fields left empty are not sent, as the sign-up form always did; a company name only for a business account. */
export function signUpToWire(details: SignUpDetails): SignUpWire {
  return {
    FirstName: details.firstName,
    Password: details.password,
    ...(details.lastName !== undefined ? { LastName: details.lastName } : {}),
    ...(details.customerType !== undefined ? { CustomerType: details.customerType } : {}),
    ...(details.email ? { Email: details.email } : {}),
    ...(details.phone ? { Phone: details.phone } : {}),
    ...(details.companyName && isBusinessCustomer(details.customerType ?? 1) ? { CompanyName: details.companyName } : {}),
  };
}

export const signInToWire = (login: string, password: string): z.input<typeof signInBody> => ({ Login: login, Password: password });

export const profileChangeToWire = (change: ProfileChange): z.input<typeof updateProfileBody> => ({
  FirstName: change.firstName,
  LastName: change.lastName,
  Phone: change.phone,
  CompanyName: change.companyName,
});

export const forgotPasswordToWire = (email: string): z.input<typeof forgotPasswordBody> => ({ Email: email });

export const resetPasswordToWire = (token: string, password: string): z.input<typeof resetPasswordBody> => ({
  Token: token,
  Password: password,
});

export const changePasswordToWire = (current: string, next: string): z.input<typeof changePasswordBody> => ({
  CurrentPassword: current,
  NewPassword: next,
});

export const wishlistItemToWire = (productId: number): z.input<typeof wishlistItemBody> => ({ ProductID: productId });

/** A wishlist entry as the store API answers it: the unit price as decimal text ("19.90"). */
export type WishlistEntryWire = Omit<WishlistEntry, 'unitCents'> & { price: string };

export const wishlistEntryToWire = ({ unitCents, ...entry }: WishlistEntry): WishlistEntryWire => ({
  ...entry,
  price: decimalText(unitCents),
});

/** The wishlist calls' answer (GetWishlist, AddItem, RemoveItem, MoveToCart) in the domain's words. */
export function wishlistFromWire<T extends { items: readonly WishlistEntryWire[] }>(
  wire: T,
): Omit<T, 'items'> & { items: WishlistEntry[] } {
  return { ...wire, items: wire.items.map(({ price, ...entry }) => ({ ...entry, unitCents: priceMinor(price) })) };
}
