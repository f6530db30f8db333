/**
 * The codes a shopper has applied (docs/checkout.md): one discount code and one gift card, kept in a
 * first-party cookie per store so the cart, the checkout and a page without JavaScript agree on
 * them until the order is placed. The cookie is visitor input: anything that is not a code is dropped.
 */
import { secondCodeMessage } from './code-messages';
import { normalCode } from './discount-rules';

export interface AskedCodes {
  discountCode: string;
  giftCardCode: string;
}

export const NO_CODES: AskedCodes = { discountCode: '', giftCardCode: '' };

/** A month, like the cart cookie. */
export const CODES_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const codesCookieName = (webID: number): string => `wx_codes_${webID}`;

const CODE = /^[A-Z0-9_-]{1,40}$/;
const clean = (typed: string): string => {
  const code = normalCode(typed);
  return CODE.test(code) ? code : '';
};
/** Gift card codes are often printed in groups: spaces and dashes do not count. */
const cleanCard = (typed: string): string => clean(typed.replace(/[\s-]/g, ''));

export function parseCodesCookie(value: string | undefined): AskedCodes {
  const [discount = '', card = ''] = (value ?? '').split('|');
  return { discountCode: clean(discount), giftCardCode: cleanCard(card) };
}

export const codesCookieValue = (codes: AskedCodes): string =>
  codes.discountCode || codes.giftCardCode ? `${codes.discountCode}|${codes.giftCardCode}` : '';

export type CodeIntent = 'apply-discount' | 'remove-discount' | 'apply-gift-card' | 'remove-gift-card';
export const isCodeIntent = (value: string | undefined): value is CodeIntent =>
  value === 'apply-discount' || value === 'remove-discount' || value === 'apply-gift-card' || value === 'remove-gift-card';

/** The codes after the shopper's step, or why it is refused: nothing typed, not a code, or a second discount code. */
export function stepCodes(
  current: AskedCodes,
  intent: CodeIntent,
  typed: string,
): { ok: true; codes: AskedCodes } | { ok: false; field: 'DiscountEntry' | 'GiftCardEntry'; message: string } {
  if (intent === 'remove-discount') return { ok: true, codes: { ...current, discountCode: '' } };
  if (intent === 'remove-gift-card') return { ok: true, codes: { ...current, giftCardCode: '' } };
  if (intent === 'apply-gift-card') {
    const card = cleanCard(typed);
    return card
      ? { ok: true, codes: { ...current, giftCardCode: card } }
      : { ok: false, field: 'GiftCardEntry', message: 'Enter the gift card code: letters and digits.' };
  }
  const code = clean(typed);
  if (!code)
    return {
      ok: false,
      field: 'DiscountEntry',
      message:
        typed.trim() && /[\s,;|+]/.test(typed.trim())
          ? 'Only one discount code can be used per order.'
          : 'Enter a discount code: letters, digits, - or _.',
    };
  if (current.discountCode && current.discountCode !== code)
    return { ok: false, field: 'DiscountEntry', message: secondCodeMessage(current.discountCode, code) };
  return { ok: true, codes: { ...current, discountCode: code } };
}
