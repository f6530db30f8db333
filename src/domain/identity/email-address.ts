/**
 * One rule for an e-mail address wherever one is given (sign-up, password reset, checkout, forms),
 * so an address one form takes is never refused by another. It is the browser's own rule for
 * `<input type="email">` (the HTML standard's "valid e-mail address"), with a dotted domain whose
 * last label starts with a letter: mail to a bare host name never arrives.
 */

export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** True for an address the store can mail (compare it trimmed; case is kept as given). */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
