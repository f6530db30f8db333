import type { CustomerProfile } from './identity-api.port';

/** The persisted user of spec section 3: the signed-in customer's data (with wishlistCount) or null. */
export interface StoredUser {
  data: CustomerProfile | null;
  is_valid_user: boolean;
}

export interface UserStore {
  read(): StoredUser;
  write(user: StoredUser): void;
  clear(): void;
  /** Another tab changed the user; returns the unsubscribe. */
  watch(listener: () => void): () => void;
}
