/**
 * The discount code and gift card the shopper applied (docs/checkout.md), kept in the codes cookie so the
 * checkout and a page without JavaScript agree on them: the server's preload says which on first
 * render, each Apply or Remove writes the cookie again, and a placed order clears it (clearAskedCodes).
 */
import { useCallback, useState } from 'react';
import {
  CODES_COOKIE_MAX_AGE_SECONDS,
  codesCookieName,
  codesCookieValue,
  NO_CODES,
  parseCodesCookie,
  stepCodes,
  type AskedCodes,
  type CodeIntent,
} from '../../domain/discounts/asked-codes';
import { servicesFrom } from '../app/services-holder';
import { useStore } from '../app/use-store';

type EntryErrors = Partial<Record<'DiscountEntry' | 'GiftCardEntry', string>>;

function readCookie(webID: number | undefined): AskedCodes {
  if (webID === undefined || typeof document === 'undefined') return NO_CODES;
  return parseCodesCookie(servicesFrom(null).cookies.get(codesCookieName(webID)));
}

/** Forgets the codes once an order used them. */
export function clearAskedCodes(webID: number | undefined): void {
  if (webID !== undefined) servicesFrom(null).cookies.set(codesCookieName(webID), '', { maxAgeSeconds: 0 });
}

/** `replied`: the messages a post without JavaScript came back with. */
export function useAskedCodes(preloaded: AskedCodes | null, replied: Record<string, string>) {
  const webID = useStore()?.webID;
  const [asked, setAsked] = useState<AskedCodes>(() => preloaded ?? readCookie(webID));
  const [errors, setErrors] = useState<EntryErrors>(() => ({ DiscountEntry: replied.DiscountEntry, GiftCardEntry: replied.GiftCardEntry }));
  const step = useCallback(
    (intent: CodeIntent, typed: string) => {
      const next = stepCodes(asked, intent, typed);
      if (!next.ok) {
        setErrors({ [next.field]: next.message });
        return;
      }
      setErrors({});
      setAsked(next.codes);
      if (webID !== undefined)
        servicesFrom(null).cookies.set(codesCookieName(webID), codesCookieValue(next.codes), {
          maxAgeSeconds: CODES_COOKIE_MAX_AGE_SECONDS,
        });
    },
    [asked, webID],
  );
  return { asked, errors, step };
}
