/**
 * The studio's addresses that open before any session (decision 101): the sign-up form
 * (`#open-a-store`, linked from the sign-in screen), the same form with an operator's invitation
 * (`#open-store/<token>`, the invitation mail's link) and the verification mail's link
 * (`#verify-signup/<token>`). Tokens sit in the fragment so no server log ever holds them (decision 97).
 */
export const OPEN_A_STORE_HASH = '#open-a-store';
const INVITATION_PREFIX = '#open-store/';
const VERIFY_PREFIX = '#verify-signup/';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export type SignupRoute = { screen: 'form'; invitation?: string } | { screen: 'verify'; token: string };

/** The sign-up screen a hash opens, or null for the rest of the studio. */
export function signupRouteOf(hash: string): SignupRoute | null {
  if (hash === OPEN_A_STORE_HASH) return { screen: 'form' };
  if (hash.startsWith(INVITATION_PREFIX)) {
    const invitation = hash.slice(INVITATION_PREFIX.length);
    return TOKEN.test(invitation) ? { screen: 'form', invitation } : { screen: 'form' };
  }
  // A mangled link (cut by a mail program) still reaches the verify screen, which says it does not work.
  if (hash.startsWith(VERIFY_PREFIX)) return { screen: 'verify', token: hash.slice(VERIFY_PREFIX.length) };
  return null;
}
