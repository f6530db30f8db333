/**
 * What the studio says of a link address the storefront would show as '#' (safeUrl), as the owner
 * types it. Kept out of link-target.ts, which the storefront's first load carries.
 */
import { safeUrl } from '../sections/link-target';

export function linkAddressProblem(value: string): string | null {
  if (value.trim() === '' || safeUrl(value) !== '#') return null;
  return /^(mailto|tel|sms):/i.test(value.trim())
    ? 'The store shows only web links: e-mail and phone links (mailto:, tel:) become "#". Put the address or number in the text instead.'
    : 'This link would not open: use a web address starting with https:// or a page of the store starting with /.';
}
