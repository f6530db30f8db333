/** The store ports of the in-memory mock backend, sharing one token source. */
import { mockIdentity } from './mock-identity';
import { mockAddressBook, mockMyReviews } from './mock-address-book';
import type { StorePorts } from '../../application/ports/store-ports';
import { parseThemeDocument } from '../../domain/theme/theme-document';
import { MockCartApi } from './mock-cart-api';
import { MOCK_STORE } from './mock-fixtures';
import { MockForms } from './mock-forms';
import { MockListing } from './mock-listing';
import { mockOrders } from './mock-orders';
import { MockPages } from './mock-pages';
import { MockProducts } from './mock-products';
import { MockStoreAccess } from './mock-store-access';
import { MockStoreApi } from './mock-store-api';

export function createMockPorts(accessToken: () => string | null): StorePorts {
  const api = new MockStoreApi({ accessToken });
  return {
    webInfo: api,
    catalog: api,
    pages: new MockPages({ accessToken }),
    product: new MockProducts({ accessToken }),
    listing: new MockListing({ accessToken }),
    forms: new MockForms({ accessToken, sections: () => parseThemeDocument(MOCK_STORE.themeSettings.themeData).sections }),
    cart: new MockCartApi({ accessToken }),
    storeAccess: new MockStoreAccess(),
    identity: mockIdentity,
    orders: mockOrders,
    addressBook: mockAddressBook,
    myReviews: mockMyReviews,
  };
}
