// @vitest-environment jsdom
/**
 * The wishlist page's first fetch and a Remove pressed while it is out: the page shows the answer of
 * the Remove, and the fetch's older list never brings the removed item back.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistState } from '../../../src/application/ports/identity-api.port';
import type { BaseMinor } from '../../../src/domain/money/money';

const runtime = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../src/ui/identity/identity-client', () => ({ loadIdentity: async () => runtime.current }));
vi.mock('../../../src/ui/app/use-store', () => ({ useStore: () => STORE }));

const { WishlistPage } = await import('../../../src/ui/pages/identity/wishlist-page');

const STORE = {
  storeName: 'aurora',
  siteSettings: { staticCDN: '/media', show_currency: false, account_mode: 2 },
  siteConfig: { currency: { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' } },
};

const entry = (productID: number, name: string) => ({
  productID,
  name,
  productURL: `/p/${productID}`,
  unitCents: 2500 as BaseMinor,
  isHidePrice: false,
  imageFile: '',
  thumbnailFile: '',
  inStock: true,
});
const BOTH: WishlistState = { items: [entry(1, 'Linen shirt'), entry(2, 'Wool scarf')], wishlistCount: 2 };
const AFTER_REMOVE: WishlistState = { items: [entry(2, 'Wool scarf')], wishlistCount: 1 };

afterEach(cleanup);

describe('wishlist page', () => {
  it('a Remove answered before the first fetch is not undone by that fetch', async () => {
    const fetch: { answer?: (state: WishlistState) => void } = {};
    runtime.current = {
      noteWishlist: vi.fn(),
      secure: {
        getWishlist: () => new Promise<WishlistState>((resolve) => (fetch.answer = resolve)),
        removeFromWishlist: async () => AFTER_REMOVE,
        moveToCart: async () => AFTER_REMOVE,
      },
    };
    const router = createMemoryRouter([{ path: '/wishlist', element: <WishlistPage />, loader: () => BOTH }], {
      initialEntries: ['/wishlist'],
    });
    render(<RouterProvider router={router} />);

    const remove = await screen.findByRole('button', { name: 'Remove Linen shirt from wishlist' });
    await vi.waitFor(() => expect(fetch.answer).toBeDefined());
    await act(async () => remove.click());
    await screen.findByText('Linen shirt was removed from your wishlist.');
    await act(async () => fetch.answer!(BOTH));

    expect(screen.queryByRole('link', { name: 'Linen shirt' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wool scarf' })).toBeTruthy();
  });

  it('a Remove pressed before the identity runtime is here posts the form as without JavaScript, never dropped', async () => {
    runtime.current = new Promise(() => {});
    const router = createMemoryRouter([{ path: '/wishlist', element: <WishlistPage />, loader: () => BOTH }], {
      initialEntries: ['/wishlist'],
    });
    render(<RouterProvider router={router} />);
    const remove = await screen.findByRole('button', { name: 'Remove Linen shirt from wishlist' });
    const posted = vi.fn((event: SubmitEvent) => {
      const sent = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate; the browser would post to /wishlist here
      return sent;
    });
    // Listened after React's own handler has run (the document's bubble phase).
    document.addEventListener('submit', posted);
    await act(async () => remove.click());
    document.removeEventListener('submit', posted);
    expect(posted).toHaveReturnedWith(true);
  });
});
