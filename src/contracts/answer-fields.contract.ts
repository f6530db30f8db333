/**
 * Pieces of the store API's answer schemas. An answer schema says what the server sends; the
 * integration contract test parses real answers with it, and each `*.wire.ts` mapper reads the type
 * it gives, so server and client cannot drift apart unnoticed. Money follows the spec's rule
 * (section 9): at most 2 decimals, as decimal text where the spec keeps text, as a number elsewhere.
 */
import { z } from 'zod';

/** A base-currency amount as decimal text ("19.90", "0"): the cart's, the wishlist's and the orders' money. */
export const decimalText = z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'an amount as decimal text with at most 2 decimals');

/** A base-currency amount as a number with at most 2 decimals: the catalogue's prices. */
export const decimalNumber = z
  .number()
  .finite()
  .nonnegative()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'an amount with at most 2 decimals');

export const id = z.number().int().nonnegative();
export const count = z.number().int().nonnegative();
/** A page URL of the store: a path of its own. */
export const sitePath = z.string().regex(/^\//, 'a path on the store');
