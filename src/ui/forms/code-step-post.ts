/**
 * Apply or Remove a discount code or gift card posted without JavaScript (docs/checkout.md), from the cart
 * page or the checkout: the step changes the codes cookie in the request's jar (so the page's
 * loader and any redirect carry it), or is refused with the entry field's message, as the live page
 * says it. Whether the store takes the code (unknown, expired, used up...) is the quote's to say.
 */
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import {
  CODES_COOKIE_MAX_AGE_SECONDS,
  codesCookieName,
  codesCookieValue,
  isCodeIntent,
  parseCodesCookie,
  stepCodes,
} from '../../domain/discounts/asked-codes';
import type { FieldErrors } from './form-post';

/** Null when the post is no code step; else whether the cookie changed, or the entry field's message. */
export function postedCodeStep(
  services: StorefrontServices,
  webID: number,
  values: Record<string, string>,
): { ok: true } | { ok: false; errors: FieldErrors } | null {
  if (!isCodeIntent(values.intent)) return null;
  const name = codesCookieName(webID);
  const typed = values.intent === 'apply-gift-card' ? values.GiftCardEntry : values.DiscountEntry;
  const next = stepCodes(parseCodesCookie(services.cookies.get(name)), values.intent, typed ?? '');
  if (!next.ok) return { ok: false, errors: { [next.field]: next.message } };
  services.cookies.set(name, codesCookieValue(next.codes), { maxAgeSeconds: CODES_COOKIE_MAX_AGE_SECONDS });
  return { ok: true };
}
