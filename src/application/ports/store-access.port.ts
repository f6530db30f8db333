/**
 * Access to a closed store: whether a pass (the HttpOnly mbypass_<webID> cookie the host's password
 * form route sets, server/host/maintenance-post.ts) opens it. The password itself is checked by that
 * route, never by page scripts, so no script of the page ever holds the pass.
 */
export interface StoreAccessPort {
  /** POST /Web/VerifyBypass: whether a stored bypass value is genuine for the current store. */
  verifyBypass(bypass: string): Promise<boolean>;
}
