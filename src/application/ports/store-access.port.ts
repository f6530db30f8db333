/** Access to a closed store: the store password of a protected store and the bypass it grants. */

export type PasswordCheck =
  | { kind: 'ok'; bypass: string }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface StoreAccessPort {
  /** POST /Web/VerifyStorePassword: the bypass value to keep in the mbypass_<webID> cookie. */
  verifyPassword(password: string): Promise<PasswordCheck>;
  /** POST /Web/VerifyBypass: whether a stored bypass value is genuine for the current store. */
  verifyBypass(bypass: string): Promise<boolean>;
}
