/**
 * What the shopper reads when a code is refused (docs/checkout.md): the same words in the cart, at checkout
 * and from PlaceOrder, each saying what to do about it.
 */
import type { CodeRefusal } from './discount-rules';

export interface RefusalFacts {
  code: string;
  /** The minimum subtotal in the shopper's currency, formatted ("$50.00"). */
  minimum: string;
  /** The end date, formatted; '' when none. */
  endedOn: string;
}

export function refusalMessage(reason: CodeRefusal, facts: RefusalFacts): string {
  const code = facts.code;
  switch (reason) {
    case 'unknown':
      return `${code} is not a discount code of this store. Check the spelling and try again.`;
    case 'paused':
      return `${code} cannot be used right now.`;
    case 'not_started':
      return `${code} is not valid yet.`;
    case 'expired':
      return facts.endedOn ? `${code} expired on ${facts.endedOn}.` : `${code} has expired.`;
    case 'exhausted':
      return `${code} has been used as many times as it allows.`;
    case 'customer_limit':
      return `You have already used ${code} as many times as it allows.`;
    case 'below_minimum':
      return `${code} needs a subtotal of at least ${facts.minimum}. Add more to your cart to use it.`;
  }
}

/** One code per order: said when a second one is tried while one is applied. */
export const secondCodeMessage = (applied: string, tried: string): string =>
  `Only one discount code can be used per order. Remove ${applied} first to use ${tried} instead.`;

export const unknownGiftCardMessage = (code: string): string => `${code} is not a gift card of this store, or it has been disabled.`;
export const emptyGiftCardMessage = (code: string): string => `The gift card ${code} has no balance left.`;
