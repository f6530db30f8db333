/** The account ports of the mock backend: its demo store has no customer accounts, so no address book either. */
import type { AddressBookPort } from '../../application/ports/address-book.port';
import type { MyReviewsPort } from '../../application/ports/my-reviews.port';
import { StoreApiError } from '../../application/ports/store-api-error';

const refuse = async (): Promise<never> => {
  throw new StoreApiError(403, 'Customer accounts need the store API: the mock backend has none');
};

export const mockAddressBook: AddressBookPort = { list: refuse, save: refuse, remove: refuse, setDefault: refuse };

/** Nor reviews of a customer's orders. */
export const mockMyReviews: MyReviewsPort = { mine: refuse, write: refuse };
