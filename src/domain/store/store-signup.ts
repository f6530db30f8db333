/** What "Open a store" and a new store's checklist speak of (decision 97), shared by the store API's contract and the studio. */

/** Whether an address may be asked for now: `not-allowed` breaks the rules, `taken` has a store or a pending sign-up. */
export type AddressStatus = 'available' | 'taken' | 'not-allowed';

export interface SignupOptions {
  /** `invite`: only an operator's invitation opens a store. */
  mode: 'open' | 'invite';
  /** Stores answer at `<address>.<platformDomain>`. */
  platformDomain: string;
}

/** One step of a new store's checklist, ticked from the store's state. */
export interface ChecklistItem {
  key: 'product' | 'theme' | 'shipping' | 'open';
  done: boolean;
}

export interface OwnerChecklist {
  items: ChecklistItem[];
  /** How shoppers will pay (the platform's methods: a store has no payment settings of its own yet). */
  paymentMethods: string[];
  /** The store's address for shoppers. */
  storeHost: string;
}

/** A sign-up as the form sends it. */
export interface SignupForm {
  name: string;
  title?: string;
  email: string;
  password: string;
  currency: string;
  country: string;
  theme: string;
  sampleProducts: boolean;
  invitation?: string;
}

/**
 * A store still being set up: closed, and without a product of its own. The studio opens on its
 * checklist rather than the theme editor (decision 101); a closed store that sells already (a store
 * behind a password on purpose) keeps the editor as its home.
 */
export function isStoreBeingSetUp(checklist: OwnerChecklist): boolean {
  const done = (key: ChecklistItem['key']) => checklist.items.find((item) => item.key === key)?.done ?? false;
  return !done('open') && !done('product');
}
