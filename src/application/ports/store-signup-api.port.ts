/** "Open a store" and the new store's checklist (decision 97), in the studio's words. */
import type { AddressStatus, OwnerChecklist, SignupForm, SignupOptions } from '../../domain/store/store-signup';
import type { OwnerSession, StudioResult } from './studio-api.port';

export type { AddressStatus, OwnerChecklist, SignupForm, SignupOptions };

export interface StoreSignupApi {
  options(): Promise<StudioResult<SignupOptions>>;
  checkAddress(name: string): Promise<StudioResult<{ status: AddressStatus; message: string }>>;
  /** Keeps the sign-up pending and mails its link; a refusal names its fields. */
  start(form: SignupForm): Promise<StudioResult<{ email: string; expiresInMinutes: number }>>;
  /** The mailed link's token: the store is created and its owner signed in. */
  verify(token: string): Promise<StudioResult<OwnerSession>>;
  /** The signed-in owner's checklist. */
  checklist(): Promise<StudioResult<OwnerChecklist>>;
  /** Opens the signed-in owner's store: its password page goes (the Settings call, decision 97). */
  openStore(): Promise<StudioResult<null>>;
}
